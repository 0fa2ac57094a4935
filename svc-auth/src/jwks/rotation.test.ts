import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { decodeProtectedHeader } from 'jose';
import Koa from 'koa';
import { JwtVerifier, TokenDenylist } from '@voltdesk/service-kit';
import { SigningKeys } from '../shared/signing-keys';
import { JWKS_PATH, jwksMiddleware } from './jwks';

/**
 * The signing-key rotation of infra/k8s/README ("Rotating the JWT signing key"), step by step, over HTTP as
 * the other services see it: svc-auth's JWKS endpoint serves whatever `JWT_PRIVATE_KEYS` holds at each step
 * (a rollout of svc-auth after the secret store changed), and a verifier of another service fetches it
 * from `JWKS_URL` and keeps the copy it has until a token names a key it does not know.
 */
describe('rotating the JWT signing key with two keys', () => {
  let keys: SigningKeys;
  let server: http.Server;
  let jwksUrl = '';
  let fetches = 0;

  beforeAll(async () => {
    const app = new Koa();
    app.use(async (ctx, next) => {
      if (ctx.path === JWKS_PATH) fetches += 1;
      await jwksMiddleware(keys)(ctx, next);
    });
    server = http.createServer(app.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${JWKS_PATH}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const published = async () =>
    ((await (await fetch(jwksUrl)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
  const admin = { id: 'u1', user_type: 'admin' as const, role: 'owner' as const };

  it('keeps every token valid through the rotation; the old key verifies until it is withdrawn', async () => {
    const oldJwk = await SigningKeys.generatePrivateJwk();
    const newJwk = await SigningKeys.generatePrivateJwk();

    // Before: one key signs and is published; another service has verified a token and cached the JWKS.
    keys = await SigningKeys.fromPrivateJwks([oldJwk]);
    const other = new JwtVerifier({ jwksUrl, denylist: new TokenDenylist(), jwksCooldownMs: 0 });
    const beforeToken = (await keys.issue(admin, 3600)).token;
    await expect(other.verify(beforeToken)).resolves.toMatchObject({ id: 'u1' });

    // Step 1: the new key second: published, not signing yet.
    keys = await SigningKeys.fromPrivateJwks([oldJwk, newJwk]);
    expect(await published()).toEqual([oldJwk.kid, newJwk.kid]);
    const step1Token = (await keys.issue(admin, 3600)).token;
    expect(decodeProtectedHeader(step1Token).kid).toBe(oldJwk.kid);
    await expect(other.verify(step1Token)).resolves.toMatchObject({ id: 'u1' });

    // Step 2: the new key first: it signs; both stay published, so tokens of either key verify.
    keys = await SigningKeys.fromPrivateJwks([newJwk, oldJwk]);
    const step2Token = (await keys.issue(admin, 3600)).token;
    expect(decodeProtectedHeader(step2Token).kid).toBe(newJwk.kid);
    const fetchesBefore = fetches;
    await expect(other.verify(step2Token)).resolves.toMatchObject({ id: 'u1' });
    // The verifier had only the old key cached: an unknown kid made it fetch the JWKS again, once.
    expect(fetches).toBe(fetchesBefore + 1);
    for (const token of [beforeToken, step1Token])
      await expect(other.verify(token)).resolves.toMatchObject({ id: 'u1' });
    // A verifier starting now (a new pod) accepts both too.
    const fresh = new JwtVerifier({ jwksUrl, denylist: new TokenDenylist(), jwksCooldownMs: 0 });
    for (const token of [beforeToken, step2Token])
      await expect(fresh.verify(token)).resolves.toMatchObject({ id: 'u1' });

    // Step 3, after JWT_TTL: the old key withdrawn; its tokens (expired by then) are refused, new ones not.
    keys = await SigningKeys.fromPrivateJwks([newJwk]);
    expect(await published()).toEqual([newJwk.kid]);
    const after = new JwtVerifier({ jwksUrl, denylist: new TokenDenylist(), jwksCooldownMs: 0 });
    await expect(after.verify(beforeToken)).rejects.toThrow('Unauthenticated.');
    await expect(after.verify(step2Token)).resolves.toMatchObject({ id: 'u1' });
  });
});
