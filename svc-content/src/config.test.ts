import { DEFAULT_LANDING_KEY, loadContentConfig } from './config';

describe('configuration', () => {
  it('fills the defaults', () => {
    const config = loadContentConfig({ MONGO_URL: 'mongodb://127.0.0.1:27018' });
    expect(config).toMatchObject({
      CONTENT_PORT: 4002,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:8080',
      LANDING_KEY: DEFAULT_LANDING_KEY,
      NEWSLETTER_DOUBLE_OPT_IN: true,
      LANDING_CACHE_TTL_MS: 30000,
      PUBLIC_WRITE_LIMIT_PER_HOUR: 10,
      MEDIA_DIR: '.data/media',
    });
  });

  it('reads and coerces variables; a trailing slash of PUBLIC_URL is dropped', () => {
    const config = loadContentConfig({
      MONGO_URL: 'mongodb://db:27017',
      CONTENT_PORT: '5002',
      PUBLIC_URL: 'https://voltdesk.example/',
      NEWSLETTER_DOUBLE_OPT_IN: 'false',
    });
    expect(config).toMatchObject({
      CONTENT_PORT: 5002,
      PUBLIC_URL: 'https://voltdesk.example',
      NEWSLETTER_DOUBLE_OPT_IN: false,
    });
  });

  it('lists every bad variable at once', () => {
    expect(() => loadContentConfig({ CONTENT_PORT: 'x', PUBLIC_URL: 'ftp://x' })).toThrow(
      /MONGO_URL[\s\S]*CONTENT_PORT|CONTENT_PORT[\s\S]*MONGO_URL/,
    );
  });

  const production = {
    MONGO_URL: 'mongodb://db',
    NODE_ENV: 'production',
    KAFKA_BROKERS: 'kafka:9092',
    JWKS_URL: 'http://svc-auth:4001/.well-known/jwks.json',
    PUBLIC_URL: 'https://voltdesk.example.com',
  };

  it('requires LANDING_KEY in production', () => {
    expect(() => loadContentConfig({ MONGO_URL: 'mongodb://db', NODE_ENV: 'production' })).toThrow(
      /LANDING_KEY/,
    );
    expect(loadContentConfig({ ...production, LANDING_KEY: 'a-long-secret' }).LANDING_KEY).toBe(
      'a-long-secret',
    );
  });

  it('names every development default production must replace', () => {
    let message = '';
    try {
      loadContentConfig({ MONGO_URL: 'mongodb://db', NODE_ENV: 'production' });
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of ['KAFKA_BROKERS', 'JWKS_URL', 'PUBLIC_URL', 'LANDING_KEY']) {
      expect(message).toContain(`  ${name}: required in production`);
    }
    expect(() => loadContentConfig({ ...production, LANDING_KEY: 'voltdesk-public-landing-key' })).toThrow(
      /LANDING_KEY: must be set \(to something other than the dev default\)/,
    );
  });
});
