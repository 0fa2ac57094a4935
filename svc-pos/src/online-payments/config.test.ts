import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOnlinePaymentConfig, STAND_IN_WEBHOOK_SECRET } from './config';

/** Online payment's variables: both keys or neither, the `*_FILE` form, and what production refuses. */
describe('readOnlinePaymentConfig', () => {
  it('is off without keys', () => {
    expect(readOnlinePaymentConfig({}).stripe).toBeUndefined();
    expect(
      readOnlinePaymentConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe,
    ).toBeUndefined();
  });

  it('reads both keys, directly or from the files a mounted Secret holds', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stripe-keys-'));
    writeFileSync(path.join(dir, 'key'), 'sk_test_fromfile\n');
    writeFileSync(path.join(dir, 'whsec'), 'whsec_fromfile\n');
    expect(
      readOnlinePaymentConfig({
        STRIPE_SECRET_KEY_FILE: path.join(dir, 'key'),
        STRIPE_WEBHOOK_SECRET_FILE: path.join(dir, 'whsec'),
      }).stripe,
    ).toEqual({ secretKey: 'sk_test_fromfile', webhookSecret: 'whsec_fromfile', apiBase: undefined });
    expect(
      readOnlinePaymentConfig({ STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_WEBHOOK_SECRET: 'whsec_b' }).stripe,
    ).toMatchObject({ secretKey: 'sk_test_a', webhookSecret: 'whsec_b' });
    expect(() => readOnlinePaymentConfig({ STRIPE_SECRET_KEY_FILE: path.join(dir, 'missing') })).toThrow(
      /STRIPE_SECRET_KEY_FILE/,
    );
  });

  it('refuses one key without the other, naming the missing one', () => {
    expect(() => readOnlinePaymentConfig({ STRIPE_SECRET_KEY: 'sk_test_a' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required/,
    );
    expect(() => readOnlinePaymentConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_b' })).toThrow(
      /STRIPE_SECRET_KEY: required/,
    );
  });

  it('takes a stand-in only outside production', () => {
    const local = readOnlinePaymentConfig({ STRIPE_STANDIN: 'true' });
    expect(local.standIn).toBe(true);
    expect(local.stripe?.webhookSecret).toBe(STAND_IN_WEBHOOK_SECRET);
    const based = readOnlinePaymentConfig({
      STRIPE_SECRET_KEY: 'sk_test_a',
      STRIPE_WEBHOOK_SECRET: 'whsec_b',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(based.stripe?.apiBase?.port).toBe('12111');
    expect(() => readOnlinePaymentConfig({ NODE_ENV: 'production', STRIPE_STANDIN: 'true' })).toThrow(
      /STRIPE_STANDIN/,
    );
    expect(() =>
      readOnlinePaymentConfig({ NODE_ENV: 'production', STRIPE_API_BASE: 'http://127.0.0.1:1' }),
    ).toThrow(/STRIPE_API_BASE/);
  });
});
