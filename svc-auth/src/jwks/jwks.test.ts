import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import Koa from 'koa';
import request from 'supertest';
import { createLogger, JwtVerifier, TokenDenylist } from '@voltdesk/service-kit';
import { DEV_KEYS_FILE, loadOrCreateDevKeys, loadSigningKeys, SigningKeys } from '../shared/signing-keys';
import { jwksMiddleware } from './jwks';

const logger = createLogger('test', 'silent');
const verifierFor = (keys: SigningKeys) =>
  new JwtVerifier({ jwks: () => keys.jwks, denylist: new TokenDenylist() });

describe('GET /.well-known/jwks.json', () => {
  it('publishes every public key with kid, alg and use, and nothing private', async () => {
    const keys = await SigningKeys.fromPrivateJwks([await SigningKeys.generatePrivateJwk()]);
    const app = new Koa();
    app.use(jwksMiddleware(keys));
    const res = await request(app.callback()).get('/.well-known/jwks.json').expect(200);
    expect(res.body.keys).toHaveLength(1);
    expect(res.body.keys[0]).toEqual({
      kid: keys.currentKid,
      alg: 'EdDSA',
      use: 'sig',
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.any(String),
    });
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});

describe('key rotation', () => {
  it('publishes old and new keys, signs with the newest, and still accepts tokens of the old key', async () => {
    const oldJwk = await SigningKeys.generatePrivateJwk();
    const newJwk = await SigningKeys.generatePrivateJwk();
    const before = await SigningKeys.fromPrivateJwks([oldJwk]);
    const oldToken = (await before.issue({ id: 'u1', user_type: 'admin', role: 'owner' }, 600)).token;

    const rotated = await SigningKeys.fromPrivateJwks([newJwk, oldJwk]);
    expect(rotated.jwks.keys.map((k) => k.kid)).toEqual([newJwk.kid, oldJwk.kid]);
    const newToken = (await rotated.issue({ id: 'u1', user_type: 'admin', role: 'owner' }, 600)).token;
    expect(decodeProtectedHeader(newToken).kid).toBe(newJwk.kid);

    const verifier = verifierFor(rotated);
    await expect(verifier.verify(oldToken)).resolves.toMatchObject({ id: 'u1' });
    await expect(verifier.verify(newToken)).resolves.toMatchObject({
      id: 'u1',
      user_type: 'admin',
      role: 'owner',
    });
    // Once the old key is withdrawn, its tokens are refused.
    const after = verifierFor(await SigningKeys.fromPrivateJwks([newJwk]));
    await expect(after.verify(oldToken)).rejects.toThrow('Unauthenticated.');
  });

  it('signs with an RS256 key too', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const keys = await SigningKeys.fromPrivateJwks([{ ...(await exportJWK(privateKey)), kid: 'rsa-1' }]);
    const { token } = await keys.issue({ id: 'u2', user_type: 'admin', role: 'owner' }, 600);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: 'rsa-1' });
    expect(keys.jwks.keys[0]).not.toHaveProperty('d');
    expect(keys.jwks.keys[0]).not.toHaveProperty('p');
    await expect(verifierFor(keys).verify(token)).resolves.toMatchObject({ id: 'u2' });
  });

  it('refuses public, unsupported, kid-less or duplicated keys with a message naming the key', async () => {
    const jwk = await SigningKeys.generatePrivateJwk();
    const { d: _d, ...publicOnly } = jwk;
    await expect(SigningKeys.fromPrivateJwks([publicOnly])).rejects.toThrow(/"[^"]+" must be a private/);
    await expect(SigningKeys.fromPrivateJwks([{ ...jwk, kid: undefined }])).rejects.toThrow(/has no "kid"/);
    await expect(SigningKeys.fromPrivateJwks([jwk, jwk])).rejects.toThrow(/listed twice/);
    await expect(SigningKeys.fromPrivateJwks([{ kty: 'oct', k: 'c2VjcmV0', kid: 'hmac' }])).rejects.toThrow(
      /"hmac"/,
    );
    await expect(SigningKeys.fromPrivateJwks([])).rejects.toThrow(/no signing key/);
  });
});

describe('development keys', () => {
  it('are generated on first start with mode 0600 and reused afterwards', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'auth-keys-')), 'nested');
    const first = await loadOrCreateDevKeys(dir, logger);
    const file = path.join(dir, DEV_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o077).toBe(0);
    const second = await loadOrCreateDevKeys(dir, logger);
    expect(second.currentKid).toBe(first.currentKid);
    const token = (await first.issue({ id: 'u', user_type: 'admin', role: 'owner' }, 60)).token;
    await expect(verifierFor(second).verify(token)).resolves.toMatchObject({ id: 'u' });
    // A file others can read is tightened.
    await chmod(file, 0o644);
    await loadOrCreateDevKeys(dir, logger);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))[0].kid).toBe(first.currentKid);
  });

  it('two instances starting together agree on one key', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'auth-keys-'));
    const [a, b] = await Promise.all([loadOrCreateDevKeys(dir, logger), loadOrCreateDevKeys(dir, logger)]);
    expect(a.currentKid).toBe(b.currentKid);
  });

  it('JWT_PRIVATE_KEYS wins over the directory; production refuses to run without it', async () => {
    const jwk = await SigningKeys.generatePrivateJwk();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'auth-keys-'));
    const keys = await loadSigningKeys(
      { JWT_PRIVATE_KEYS: JSON.stringify([jwk]), AUTH_KEYS_DIR: dir, NODE_ENV: 'production' },
      logger,
    );
    expect(keys.currentKid).toBe(jwk.kid);
    await expect(loadSigningKeys({ AUTH_KEYS_DIR: dir, NODE_ENV: 'production' }, logger)).rejects.toThrow(
      /JWT_PRIVATE_KEYS is required in production/,
    );
    await expect(
      loadSigningKeys(
        {
          JWT_PRIVATE_KEYS: JSON.stringify([{ ...jwk, x: 'AAAA' }]),
          AUTH_KEYS_DIR: dir,
          NODE_ENV: 'production',
        },
        logger,
      ),
    ).rejects.toThrow(/JWT_PRIVATE_KEYS: signing key "[^"]+" cannot be imported/);
  });
});
