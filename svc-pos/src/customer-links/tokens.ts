import { errors, jwtVerify, SignJWT } from 'jose';
import type { CustomerLinkKind } from '@voltdesk/contracts';

/**
 * The token of a customer link: a JWT (HS256, svc-pos's own secret) whose subject is the link record's
 * id, with the kind and id of the document it shows. The signature makes a token unguessable and
 * untamperable; the record makes it revocable. Nothing else reads these tokens, so a shared secret
 * (CUSTOMER_LINK_SECRET) held by svc-pos alone is enough; svc-notify never verifies one, it asks svc-pos.
 */

const ISSUER = 'svc-pos';
const AUDIENCE = 'customer-document';
const ALGORITHM = 'HS256';

export interface LinkClaims {
  /** The link record's id. */
  linkId: string;
  kind: CustomerLinkKind;
  documentId: string;
}

export class LinkTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: LinkClaims, expiresAt: Date, now: Date): Promise<string> {
    return new SignJWT({ kind: claims.kind, doc: claims.documentId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.linkId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * The claims of a token signed here and not expired at `now`; undefined for anything else (malformed,
   * another key or algorithm, tampered, expired), never an error: every bad token is the same 404.
   */
  async verify(token: string, now: Date): Promise<LinkClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: [ALGORITHM],
        currentDate: now,
      });
      const { sub, kind, doc } = payload;
      if (typeof sub !== 'string' || !/^[a-f0-9]{24}$/.test(sub)) return undefined;
      if ((kind !== 'quote' && kind !== 'invoice') || typeof doc !== 'string') return undefined;
      return { linkId: sub, kind, documentId: doc };
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return undefined;
      throw err;
    }
  }
}
