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
