import { loadAuthConfig } from './config';

const base = { MONGO_URL: 'mongodb://127.0.0.1:27017' };

describe('loadAuthConfig', () => {
  it('fills the documented defaults', () => {
    const config = loadAuthConfig({ ...base });
    expect(config).toMatchObject({
      AUTH_PORT: 4001,
      HOST: '127.0.0.1',
      JWT_TTL: '12h',
      tokenTtlSeconds: 12 * 3600,
      AUTH_KEYS_DIR: '.data/auth-keys',
      KAFKA_BROKERS: '127.0.0.1:9092',
      MEDIA_DIR: '.data/media',
      NODE_ENV: 'development',
      BUSINESS_TIME_ZONE: 'Europe/London',
    });
    expect(loadAuthConfig({ ...base, JWT_TTL: '30m' }).tokenTtlSeconds).toBe(1800);
  });

  it('refuses a business time zone that is not an IANA zone', () => {
    expect(() => loadAuthConfig({ ...base, BUSINESS_TIME_ZONE: 'London time' })).toThrow(
      /BUSINESS_TIME_ZONE: "London time" is not an IANA time zone/,
    );
    expect(loadAuthConfig({ ...base, BUSINESS_TIME_ZONE: 'Europe/Dublin' }).BUSINESS_TIME_ZONE).toBe(
      'Europe/Dublin',
    );
  });

  it('takes the business locale (en-GB unless said), and refuses one that is not a locale', () => {
    expect(loadAuthConfig({ ...base }).BUSINESS_LOCALE).toBe('en-GB');
    expect(loadAuthConfig({ ...base, BUSINESS_LOCALE: 'en-IE' }).BUSINESS_LOCALE).toBe('en-IE');
    expect(() => loadAuthConfig({ ...base, BUSINESS_LOCALE: 'not a locale' })).toThrow(
      /BUSINESS_LOCALE: must be a locale such as en-GB or en-IE \(got "not a locale"\)/,
    );
  });

  it('lists every bad variable in one error', () => {
    let message = '';
    try {
      loadAuthConfig({
        AUTH_PORT: 'x',
        JWT_TTL: 'forever',
        ADMIN_EMAIL: 'a@b.co',
        JWT_PRIVATE_KEYS: '[{"kid":"k"}]',
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^svc-auth: invalid configuration/);
    for (const name of [
      'MONGO_URL',
      'AUTH_PORT',
      'JWT_TTL',
      'ADMIN_EMAIL/ADMIN_PASSWORD',
      'JWT_PRIVATE_KEYS',
    ]) {
      expect(message).toContain(`  ${name}:`);
    }
  });

  it('refuses production without JWT_PRIVATE_KEYS, and a malformed key list', () => {
    expect(() => loadAuthConfig({ ...base, NODE_ENV: 'production' })).toThrow(
      /JWT_PRIVATE_KEYS: required in production/,
    );
    expect(() => loadAuthConfig({ ...base, JWT_PRIVATE_KEYS: 'not json' })).toThrow(/must be valid JSON/);
    expect(() => loadAuthConfig({ ...base, JWT_PRIVATE_KEYS: '[]' })).toThrow(/non-empty JSON array/);
    expect(() => loadAuthConfig({ ...base, JWT_TTL: '10s' })).toThrow(/JWT_TTL/);
    expect(() => loadAuthConfig({ ...base, ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });
});

describe('production credentials', () => {
  const production = {
    ...base,
    NODE_ENV: 'production',
    KAFKA_BROKERS: 'kafka:9092',
    JWT_PRIVATE_KEYS: '[{"kid":"k1","kty":"OKP","crv":"Ed25519","d":"x","x":"y"}]',
    ADMIN_EMAIL: 'owner@example.com',
  };

  it("refuses the README's development password", () => {
    expect(() => loadAuthConfig({ ...production, ADMIN_PASSWORD: 'voltdesk-admin' })).toThrow(
      /ADMIN_PASSWORD: is the published development password/,
    );
    // Development keeps working with it.
    expect(() =>
      loadAuthConfig({ ...base, ADMIN_EMAIL: 'admin@voltdesk.local', ADMIN_PASSWORD: 'voltdesk-admin' }),
    ).not.toThrow();
  });

  it('refuses a first-admin password under 12 characters or a common one', () => {
    expect(() => loadAuthConfig({ ...production, ADMIN_PASSWORD: 'Xk#9vq!2Lm' })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
    for (const common of ['password1234', 'qwertyuiop12', 'Password123!']) {
      expect(() => loadAuthConfig({ ...production, ADMIN_PASSWORD: common })).toThrow(
        /ADMIN_PASSWORD: is a common or easily guessed password/,
      );
    }
    expect(() =>
      loadAuthConfig({ ...production, ADMIN_PASSWORD: 'copper-lantern-orbit-meadow' }),
    ).not.toThrow();
  });

  it('names KAFKA_BROKERS when production leaves it at the development default', () => {
    const { KAFKA_BROKERS: _omitted, ...withoutBroker } = production;
    expect(() => loadAuthConfig({ ...withoutBroker, ADMIN_PASSWORD: 'copper-lantern-orbit-meadow' })).toThrow(
      /KAFKA_BROKERS: required in production/,
    );
  });
});
