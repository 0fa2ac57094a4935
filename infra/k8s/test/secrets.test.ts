import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render } from '../src/kustomize';
import { EXAMPLES_DIR, writeSecrets } from '../src/secrets';
import { K8S_DIR } from '../src/units';
import { problemsOf } from '../src/validate';

describe('npm run secrets', () => {
  const target = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-secrets-'));
  afterAll(() => rmSync(target, { recursive: true }));
  const overlay = path.join(K8S_DIR, 'overlays/prod');
  const env = (file: string) =>
    Object.fromEntries(
      readFileSync(path.join(target, file), 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );

  it('writes every secret file with fresh values, and keeps the ones that exist', () => {
    expect(writeSecrets(overlay, target)).toHaveLength(readdirSync(EXAMPLES_DIR).length);
    for (const file of readdirSync(target))
      expect(readFileSync(path.join(target, file), 'utf8')).not.toMatch(/@[A-Z_]+@/);
    expect(writeSecrets(overlay, target)).toEqual([]);
  });

  it('writes a signing key svc-auth accepts and one landing key for svc-content and the shell', () => {
    const keys = JSON.parse(env('voltdesk-auth.env').JWT_PRIVATE_KEYS!) as Record<string, string>[];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(keys[0]!.kid).toMatch(/^[\w-]{43}$/);
    expect(keys[0]!.d).toBeDefined();
    expect(env('voltdesk-auth.env').ADMIN_PASSWORD!.length).toBeGreaterThanOrEqual(8);
    const appConfig = JSON.parse(readFileSync(path.join(target, 'app-config.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(appConfig.landingKey).toBe(env('voltdesk-content.env').LANDING_KEY);
    expect(appConfig.publicUrl).toBe('https://www.voltdesk.example');
    const passwords = ['auth', 'content', 'pos', 'notify'].map(
      (s) => env(`voltdesk-mongo-${s}.env`).password,
    );
    expect(new Set(passwords).size).toBe(4);
  });

  it('renders the overlay into valid manifests with them', () => {
    expect(render(overlay, { examples: target }).flatMap(problemsOf)).toEqual([]);
  });
});
