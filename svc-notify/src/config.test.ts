import { loadNotifyConfig } from './config';

test('defaults fill every optional variable', () => {
  const config = loadNotifyConfig({ MONGO_URL: 'mongodb://127.0.0.1:27017' });
  expect(config).toMatchObject({
    NOTIFY_PORT: 4004,
    HOST: '127.0.0.1',
    KAFKA_BROKERS: '127.0.0.1:9092',
    PUBLIC_URL: 'http://localhost:8080',
    SMTP_URL: 'smtp://127.0.0.1:1025',
    MAIL_FROM: 'Voltdesk <no-reply@voltdesk.local>',
    NEWSLETTER_RATE: 5,
  });
});

test('every bad variable is listed at once', () => {
  expect(() =>
    loadNotifyConfig({
      SMTP_URL: 'http://mail',
      NEWSLETTER_RATE: '-1',
      NOTIFY_PORT: 'x',
      PUBLIC_URL: 'localhost/',
    }),
  ).toThrow(/MONGO_URL[\s\S]*NOTIFY_PORT|NOTIFY_PORT[\s\S]*MONGO_URL/);
  try {
    loadNotifyConfig({
      SMTP_URL: 'http://mail',
      NEWSLETTER_RATE: '-1',
      NOTIFY_PORT: 'x',
      PUBLIC_URL: 'localhost/',
    });
  } catch (err) {
    for (const name of ['MONGO_URL', 'SMTP_URL', 'NEWSLETTER_RATE', 'NOTIFY_PORT', 'PUBLIC_URL']) {
      expect((err as Error).message).toContain(name);
    }
  }
});

test('production refuses to start without its real settings, naming each missing variable', () => {
  let message = '';
  try {
    loadNotifyConfig({ NODE_ENV: 'production', MONGO_URL: 'mongodb://db:27017' });
  } catch (err) {
    message = (err as Error).message;
  }
  expect(message).toMatch(/^svc-notify: invalid configuration/);
  // Without them it would mail through MailDev on 127.0.0.1:1025, link to localhost and use a .local sender.
  // ... and fetch a customer link's document from svc-pos on this machine.
  for (const name of ['SMTP_URL', 'PUBLIC_URL', 'MAIL_FROM', 'KAFKA_BROKERS', 'JWKS_URL', 'POS_URL']) {
    expect(message).toContain(`  ${name}: required in production`);
  }
  expect(() =>
    loadNotifyConfig({
      NODE_ENV: 'production',
      MONGO_URL: 'mongodb://db:27017',
      SMTP_URL: 'smtps://mail.example.com:465',
      PUBLIC_URL: 'https://voltdesk.example.com',
      MAIL_FROM: 'Voltdesk <no-reply@example.com>',
      KAFKA_BROKERS: 'kafka:9092',
      JWKS_URL: 'http://svc-auth:4001/.well-known/jwks.json',
      POS_URL: 'http://svc-pos:4003',
    }),
  ).not.toThrow();
});

test('the business time zone must be an IANA zone', () => {
  expect(loadNotifyConfig({ MONGO_URL: 'mongodb://127.0.0.1:1/x' }).BUSINESS_TIME_ZONE).toBe('Europe/London');
  expect(() =>
    loadNotifyConfig({ MONGO_URL: 'mongodb://127.0.0.1:1/x', BUSINESS_TIME_ZONE: 'GMT+1 please' }),
  ).toThrow(/BUSINESS_TIME_ZONE: "GMT\+1 please" is not an IANA time zone/);
});

test('CONTENT_MEDIA_URL is an origin (unset: the logo is read from PUBLIC_URL)', () => {
  const base = { MONGO_URL: 'mongodb://127.0.0.1:27017' };
  expect(loadNotifyConfig(base).CONTENT_MEDIA_URL).toBeUndefined();
  expect(loadNotifyConfig({ ...base, CONTENT_MEDIA_URL: 'http://svc-content:4002' }).CONTENT_MEDIA_URL).toBe(
    'http://svc-content:4002',
  );
  for (const bad of ['svc-content:4002', 'http://svc-content:4002/media', 'ftp://svc-content'])
    expect(() => loadNotifyConfig({ ...base, CONTENT_MEDIA_URL: bad })).toThrow(/CONTENT_MEDIA_URL/);
});
