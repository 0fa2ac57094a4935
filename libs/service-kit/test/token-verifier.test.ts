import type { JSONWebKeySet } from 'jose';
import { JwtVerifier, TokenDenylist } from '../src';
import { createTestSigner } from '../src/testing';

describe('JwtVerifier with a local key set', () => {
  it('follows a key-set function to each new set it returns (rotation), and reuses an unchanged one', async () => {
    const first = await createTestSigner();
    const second = await createTestSigner();
    let current: JSONWebKeySet = first.jwks;
    let calls = 0;
    const verifier = new JwtVerifier({
      jwks: () => {
        calls += 1;
        return current;
      },
      denylist: new TokenDenylist(),
    });
    const a = await first.sign({ sub: 'a' });
    const b = await second.sign({ sub: 'b' });
    await expect(verifier.verify(a)).resolves.toMatchObject({ id: 'a' });
    await expect(verifier.verify(a)).resolves.toMatchObject({ id: 'a' });
    await expect(verifier.verify(b)).rejects.toThrow('Unauthenticated.');

    current = { keys: [...second.jwks.keys, ...first.jwks.keys] };
    await expect(verifier.verify(b)).resolves.toMatchObject({ id: 'b' });
    await expect(verifier.verify(a)).resolves.toMatchObject({ id: 'a' });

    current = second.jwks;
    await expect(verifier.verify(a)).rejects.toThrow('Unauthenticated.');
    expect(calls).toBe(6); // asked every time, so a rotation is seen at once
  });
});
