/**
 * `npm run secrets -w infra/k8s -- <overlay>`: writes the secret files an overlay reads into
 * `overlays/<overlay>/secrets/` (git-ignored) from `secrets.example/`, with fresh random passwords, a fresh
 * Ed25519 signing key and one landing key shared by svc-content and the shell. A file that exists is kept.
 * Edit ADMIN_EMAIL and SMTP_URL afterwards.
 */
import { generateKeyPairSync, randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { K8S_DIR } from './units';

const random = () => randomBytes(24).toString('base64url');

function signingKeys(): string {
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  const thumbprint = createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x }))
    .digest('base64url');
  return JSON.stringify([{ ...jwk, kid: thumbprint, alg: 'EdDSA' }]);
}

function publicUrlOf(overlay: string): string {
  const k = parse(readFileSync(path.join(overlay, 'kustomization.yaml'), 'utf8')) as {
    configMapGenerator?: { name: string; literals?: string[] }[];
  };
  const literal = k.configMapGenerator
    ?.flatMap((g) => g.literals ?? [])
    .find((l) => l.startsWith('PUBLIC_URL='));
  return literal?.slice('PUBLIC_URL='.length) ?? 'http://localhost:8080';
}

export const EXAMPLES_DIR = path.join(K8S_DIR, 'secrets.example');

/** Writes the missing secret files of the overlay in `overlay` (a folder) into `target`; returns them. */
export function writeSecrets(
  overlay: string,
  target = path.join(overlay, 'secrets'),
  examples = EXAMPLES_DIR,
): string[] {
  if (!existsSync(path.join(overlay, 'kustomization.yaml')))
    throw new Error(`no kustomization in ${overlay}`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const landingKey = random();
  const written: string[] = [];
  for (const name of readdirSync(examples)) {
    const file = path.join(target, name);
    if (existsSync(file)) continue;
    const text = readFileSync(path.join(examples, name), 'utf8')
      .replaceAll('@JWKS@', signingKeys())
      .replaceAll('@LANDING_KEY@', landingKey)
      .replaceAll('@PUBLIC_URL@', publicUrlOf(overlay))
      .replace(/@RANDOM@/g, random);
    writeFileSync(file, text, { mode: 0o600 });
    written.push(file);
  }
  return written;
}

if (require.main === module) {
  const overlay = process.argv[2];
  if (!overlay) {
    console.error('usage: npm run secrets -w infra/k8s -- <dev|prod>');
    process.exitCode = 2;
  } else {
    const written = writeSecrets(path.join(K8S_DIR, 'overlays', overlay)).map((f) =>
      path.relative(K8S_DIR, f),
    );
    console.log(written.length ? `wrote ${written.join(', ')}` : 'every secret file exists already');
    if (written.some((f) => f.endsWith('.json'))) {
      console.log('app-config.json and voltdesk-content.env share one landing key: replace both together.');
    }
  }
}
