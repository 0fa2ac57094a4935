import { createHash, randomBytes } from 'node:crypto';

/**
 * Sign-in link and session tokens: 32 random bytes, URL-safe. Only their SHA-256 is stored: a token that
 * cannot be guessed needs no key to be looked up safely, and a copy of the database gives no working one.
 */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
