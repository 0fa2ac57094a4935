import { randomUUID } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
  type KeyObject,
} from 'jose';
import type { Permission, Role } from '@voltdesk/contracts';
import type { Logger } from 'pino';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@voltdesk/service-kit';

export type SigningAlg = 'EdDSA' | 'RS256';

interface LoadedKey {
  kid: string;
  alg: SigningAlg;
  privateKey: CryptoKey | KeyObject | Uint8Array;
  publicJwk: JWK;
}

export interface IssuedToken {
  token: string;
  jti: string;
  /** Seconds since epoch. */
  iat: number;
  exp: number;
}

/** Public members per key type; everything else in a private JWK is secret and never published. */
const PUBLIC_MEMBERS: Record<string, readonly string[]> = {
  OKP: ['kty', 'crv', 'x'],
  RSA: ['kty', 'n', 'e'],
};

/** File in AUTH_KEYS_DIR holding the development keys, in the same format as JWT_PRIVATE_KEYS. */
export const DEV_KEYS_FILE = 'signing-keys.json';

/**
 * The access-token signing keys. The first key signs; every key is published in the JWKS, which is how a
 * rotation works: put the new key first, keep the old one published until JWT_TTL has passed, remove it.
 */
export class SigningKeys {
  /** The public key set, one stable object (jose caches imported keys per JWK object). */
  readonly jwks: JSONWebKeySet;

  private constructor(private readonly keys: readonly LoadedKey[]) {
    this.jwks = { keys: keys.map((k) => k.publicJwk) };
  }

  get currentKid(): string {
    return this.keys[0]!.kid;
  }

  /**
   * Imports private JWKs (EdDSA Ed25519 or RS256); the first signs.
   * @throws Error naming the key that cannot be used.
   */
  static async fromPrivateJwks(jwks: readonly JWK[]): Promise<SigningKeys> {
    if (jwks.length === 0) throw new Error('no signing key given');
    const loaded: LoadedKey[] = [];
    for (const [i, jwk] of jwks.entries()) {
      const kid = jwk.kid;
      if (!kid) throw new Error(`signing key ${i} has no "kid"`);
      if (loaded.some((k) => k.kid === kid)) throw new Error(`signing key "${kid}" is listed twice`);
      const alg = algorithmOf(jwk);
      if (!alg || !jwk.d) {
        throw new Error(`signing key "${kid}" must be a private Ed25519 (EdDSA) or RSA (RS256) JWK`);
      }
      let privateKey: LoadedKey['privateKey'];
      try {
        privateKey = await importJWK({ ...jwk, alg }, alg);
      } catch (err) {
        throw new Error(`signing key "${kid}" cannot be imported: ${(err as Error).message}`);
      }
      const publicJwk: JWK = { kid, alg, use: 'sig' };
      for (const member of PUBLIC_MEMBERS[jwk.kty!] ?? []) {
        (publicJwk as Record<string, unknown>)[member] = (jwk as Record<string, unknown>)[member];
      }
      loaded.push({ kid, alg, privateKey, publicJwk });
    }
    return new SigningKeys(loaded);
  }

  /** A fresh Ed25519 private JWK whose `kid` is its RFC 7638 thumbprint. */
  static async generatePrivateJwk(): Promise<JWK> {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'EdDSA' };
  }

  /**
   * Signs an access token with the current key: sub, user_type, role, jti (uuid), iat, exp, iss, aud.
   * Every service checks the role against the endpoint's definition without asking svc-auth.
   */
  async issue(
    subject: { id: string; user_type: string; role: Role; permissions?: readonly Permission[] },
    ttlSeconds: number,
    now = new Date(),
  ): Promise<IssuedToken> {
    const key = this.keys[0]!;
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + ttlSeconds;
    const jti = randomUUID();
    const token = await new SignJWT({
      user_type: subject.user_type,
      role: subject.role,
      ...(subject.permissions ? { perms: [...subject.permissions] } : {}),
    })
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
      .setSubject(subject.id)
      .setJti(jti)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key.privateKey);
    return { token, jti, iat, exp };
  }
}

function algorithmOf(jwk: JWK): SigningAlg | undefined {
  if (
    jwk.kty === 'OKP' &&
    jwk.crv === 'Ed25519' &&
    (!jwk.alg || jwk.alg === 'EdDSA' || jwk.alg === 'Ed25519')
  )
    return 'EdDSA';
  if (jwk.kty === 'RSA' && (!jwk.alg || jwk.alg === 'RS256')) return 'RS256';
  return undefined;
}

/**
 * Development keys: read from `dir`, or generated there on first start (directory 0700, file 0600) and
 * reused on every later start, so tokens survive a restart. Two processes starting together agree on one
 * file: the file appears atomically (hard link of a complete temporary file) and the loser reads it.
 */
export async function loadOrCreateDevKeys(dir: string, logger: Logger): Promise<SigningKeys> {
  const file = path.resolve(dir, DEV_KEYS_FILE);
  const existing = await readKeyFile(file, logger);
  if (existing) return SigningKeys.fromPrivateJwks(existing);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(tmp, JSON.stringify([await SigningKeys.generatePrivateJwk()], null, 2), { mode: 0o600 });
  try {
    await link(tmp, file);
    logger.info({ file }, 'generated a development signing key');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await rm(tmp, { force: true });
  }
  return SigningKeys.fromPrivateJwks((await readKeyFile(file, logger))!);
}

async function readKeyFile(file: string, logger: Logger): Promise<JWK[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const info = await stat(file);
  if ((info.mode & 0o077) !== 0) {
    // A private key readable by others is a leak waiting to happen: tighten it rather than refuse to start.
    await chmod(file, 0o600);
    logger.warn({ file }, 'signing key file was readable by others; mode set to 0600');
  }
  try {
    const keys = JSON.parse(text) as JWK[];
    if (!Array.isArray(keys) || keys.length === 0) throw new Error('not a non-empty array');
    return keys;
  } catch (err) {
    throw new Error(`${file} is not a JSON array of private JWKs (${(err as Error).message})`);
  }
}

/**
 * The keys this instance signs with: JWT_PRIVATE_KEYS when set (required in production, checked by the
 * config), otherwise development keys kept in AUTH_KEYS_DIR.
 */
export async function loadSigningKeys(
  config: { JWT_PRIVATE_KEYS?: string; AUTH_KEYS_DIR: string; NODE_ENV: string },
  logger: Logger,
): Promise<SigningKeys> {
  if (config.JWT_PRIVATE_KEYS) {
    const keys = await SigningKeys.fromPrivateJwks(JSON.parse(config.JWT_PRIVATE_KEYS) as JWK[]).catch(
      (err: Error) => {
        throw new Error(`svc-auth: JWT_PRIVATE_KEYS: ${err.message}`);
      },
    );
    logger.info({ kids: keys.jwks.keys.map((k) => k.kid), signing: keys.currentKid }, 'signing keys loaded');
    return keys;
  }
  if (config.NODE_ENV === 'production') {
    throw new Error('svc-auth: JWT_PRIVATE_KEYS is required in production');
  }
  return loadOrCreateDevKeys(config.AUTH_KEYS_DIR, logger);
}
