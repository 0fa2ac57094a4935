import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { customerLinkSecret, readConfig } from './config';

const base = { MONGO_URL: 'mongodb://127.0.0.1:27017' };

test('development fills every optional variable with a local default', () => {
  expect(readConfig(base)).toMatchObject({
    POS_PORT: 4003,
    KAFKA_BROKERS: '127.0.0.1:9092',
    JWKS_URL: 'http://127.0.0.1:4001/.well-known/jwks.json',
    TRUSTED_PROXIES: 'loopback',
  });
});

test('production refuses to start without its real settings, naming each missing variable', () => {
  let message = '';
  try {
    readConfig({ NODE_ENV: 'production' });
  } catch (err) {
    message = (err as Error).message;
  }
  expect(message).toMatch(/^svc-pos: invalid configuration/);
  expect(message).toContain('  MONGO_URL:');
  expect(message).toContain('  KAFKA_BROKERS: required in production');
  expect(message).toContain('  JWKS_URL: required in production');
  expect(message).toContain('  CUSTOMER_LINK_SECRET: required in production');
  const production = {
    ...base,
    NODE_ENV: 'production',
    KAFKA_BROKERS: 'kafka:9092',
    JWKS_URL: 'http://svc-auth:4001/.well-known/jwks.json',
  };
  expect(() => readConfig({ ...production, CUSTOMER_LINK_SECRET: 'x'.repeat(32) })).not.toThrow();
  expect(() => readConfig({ ...production, CUSTOMER_LINK_SECRET_FILE: '/run/secrets/link' })).not.toThrow();
});

test('an unparsable TRUSTED_PROXIES is reported with the other variables', () => {
  expect(() => readConfig({ ...base, TRUSTED_PROXIES: 'the gateway' })).toThrow(/TRUSTED_PROXIES: /);
});

test('the business time zone: an IANA zone, and the old POS_TIMEZONE is refused with its new name', () => {
  expect(readConfig(base).BUSINESS_TIME_ZONE).toBe('Europe/London');
  expect(readConfig({ ...base, BUSINESS_TIME_ZONE: 'Europe/Dublin' }).BUSINESS_TIME_ZONE).toBe(
    'Europe/Dublin',
  );
  expect(() => readConfig({ ...base, BUSINESS_TIME_ZONE: 'Dublin' })).toThrow(
    /BUSINESS_TIME_ZONE: "Dublin" is not an IANA time zone/,
  );
  expect(() => readConfig({ ...base, POS_TIMEZONE: 'Europe/London' })).toThrow(
    /POS_TIMEZONE: renamed BUSINESS_TIME_ZONE/,
  );
  // Named in the one error with the other bad variables.
  expect(() => readConfig({ ...base, POS_TIMEZONE: 'Europe/London', POS_PORT: 'x' })).toThrow(
    /POS_TIMEZONE: renamed BUSINESS_TIME_ZONE[^]*POS_PORT/,
  );
});

describe('the customer links secret', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'pos-link-secret-'));

  test('is CUSTOMER_LINK_SECRET, at least 32 characters', () => {
    expect(customerLinkSecret(readConfig({ ...base, CUSTOMER_LINK_SECRET: 's'.repeat(40) }))).toBe(
      's'.repeat(40),
    );
    expect(() => readConfig({ ...base, CUSTOMER_LINK_SECRET: 'short' })).toThrow(/CUSTOMER_LINK_SECRET: /);
  });

  test('or the file CUSTOMER_LINK_SECRET_FILE names, made once outside production and kept', () => {
    const file = path.join(dir(), 'nested', 'customer-link-secret');
    const config = readConfig({ ...base, CUSTOMER_LINK_SECRET_FILE: file });
    const first = customerLinkSecret(config, {});
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(customerLinkSecret(config, {})).toBe(first);
  });

  test('a missing file in production, or a short one, stops the start', () => {
    const missing = path.join(dir(), 'none');
    const config = readConfig({ ...base, CUSTOMER_LINK_SECRET_FILE: missing });
    expect(() => customerLinkSecret(config, { NODE_ENV: 'production' })).toThrow(/ENOENT/);
    const short = path.join(dir(), 'short');
    writeFileSync(short, 'abc\n');
    expect(() => customerLinkSecret(readConfig({ ...base, CUSTOMER_LINK_SECRET_FILE: short }), {})).toThrow(
      /fewer than 32 characters/,
    );
  });
});
