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
    });
    expect(loadAuthConfig({ ...base, JWT_TTL: '30m' }).tokenTtlSeconds).toBe(1800);
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
