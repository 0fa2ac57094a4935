import type { CustomerLinkKind, CustomerLinkView } from '@voltdesk/contracts';
import type { Clock } from '@voltdesk/service-kit';
import { Types } from 'mongoose';
import type { CustomerLinkDoc, CustomerLinkModel } from './model';
import type { LinkTokens } from './tokens';

export interface CustomerLinksDeps {
  links: CustomerLinkModel;
  tokens: LinkTokens;
  clock: Clock;
  /** How long a link works after it is made (CUSTOMER_LINK_DAYS). */
  ttlDays: number;
}

/** A link just made: the token (only ever in the mail) and when it stops working. */
export interface IssuedLink {
  link_id: string;
  token: string;
  expires_at: string;
}

/** A link that works: its record, as read when the token was checked. */
export type LiveLink = CustomerLinkDoc;

const DAY_MS = 24 * 60 * 60_000;

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function serializeLink(l: CustomerLinkDoc): CustomerLinkView {
  return {
    id: String(l._id),
    kind: l.kind,
    document_id: l.document_id,
    created_at: new Date(l.created_at).toISOString(),
    expires_at: new Date(l.expires_at).toISOString(),
    revoked_at: iso(l.revoked_at),
    revoke_reason: l.revoke_reason ?? null,
    first_opened_at: iso(l.first_opened_at),
    last_opened_at: iso(l.last_opened_at),
  };
}

/**
 * Customer links: made when a quote or invoice is mailed, checked on every public call, revoked when the
 * document is mailed again (the newest link is the one that works), voided or deleted.
 * Other features use this class (through app.ts), never the model: it is the one place that decides
 * whether a token opens a document.
 */
export class CustomerLinks {
  constructor(private readonly deps: CustomerLinksDeps) {}

  /**
   * Makes a link to the document and revokes its older live links (`resent`). The new record is written
   * before the old ones are revoked, so a failure in between leaves two working links, never none.
   */
  async issue(kind: CustomerLinkKind, documentId: string, adminId: string): Promise<IssuedLink> {
    const { links, tokens, clock, ttlDays } = this.deps;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + ttlDays * DAY_MS);
    const id = new Types.ObjectId();
    await links.create({
      _id: id,
      kind,
      document_id: documentId,
      created_at: now,
      created_by: adminId,
      expires_at: expiresAt,
      revoked_at: null,
      revoke_reason: null,
      first_opened_at: null,
      last_opened_at: null,
    });
    await links.updateMany(
      { kind, document_id: documentId, revoked_at: null, _id: { $ne: id } },
      { $set: { revoked_at: now, revoke_reason: 'resent' } },
    );
    const token = await tokens.sign({ linkId: String(id), kind, documentId }, expiresAt, now);
    return { link_id: String(id), token, expires_at: expiresAt.toISOString() };
  }

  /**
   * The live link a token names: signed here, not expired, its record present, not revoked and naming the
   * same document as the token. Undefined for anything else.
   */
  async resolve(token: string): Promise<LiveLink | undefined> {
    const now = this.deps.clock.now();
    const claims = await this.deps.tokens.verify(token, now);
    if (!claims) return undefined;
    const link = await this.deps.links.findOne({ _id: claims.linkId }).lean<CustomerLinkDoc>();
    if (!link || link.revoked_at) return undefined;
    if (link.kind !== claims.kind || link.document_id !== claims.documentId) return undefined;
    if (new Date(link.expires_at).getTime() <= now.getTime()) return undefined;
    return link;
  }

  /**
   * Records an opening: the first one stays, the last one moves. Answers the record after it, and whether
   * this was the first opening (one conditional write: of two at once, only one is the first).
   */
  async opened(link: LiveLink): Promise<{ link: LiveLink; first: boolean }> {
    const now = this.deps.clock.now();
    const { links } = this.deps;
    const first = await links.updateOne(
      { _id: link._id, first_opened_at: null },
      { $set: { first_opened_at: now } },
    );
    const after = await links
      .findOneAndUpdate({ _id: link._id }, { $set: { last_opened_at: now } }, { returnDocument: 'after' })
      .lean<CustomerLinkDoc>();
    return { link: after ?? link, first: first.modifiedCount === 1 };
  }

  /**
   * The token of the document's newest live link, or of a new one when it has none. Signing is
   * deterministic (the record's id, kind, document, made and expiry times), so a link's token can be
   * given again without being stored: the page of an accepted quote links to the invoice it became.
   */
  async currentToken(kind: CustomerLinkKind, documentId: string, by: string): Promise<string> {
    const now = this.deps.clock.now();
    const live = await this.deps.links
      .findOne({ kind, document_id: documentId, revoked_at: null, expires_at: { $gt: now } })
      .sort({ created_at: -1, _id: -1 })
      .lean<CustomerLinkDoc>();
    if (!live) return (await this.issue(kind, documentId, by)).token;
    return this.deps.tokens.sign(
      { linkId: String(live._id), kind, documentId },
      new Date(live.expires_at),
      new Date(live.created_at),
    );
  }

  /** Stops every live link of a document (`voided`, `deleted`). */
  async revokeAll(kind: CustomerLinkKind, documentId: string, reason: string): Promise<void> {
    await this.deps.links.updateMany(
      { kind, document_id: documentId, revoked_at: null },
      { $set: { revoked_at: this.deps.clock.now(), revoke_reason: reason } },
    );
  }

  /** A document's links, newest first, as the staff see them. */
  async list(kind: CustomerLinkKind, documentId: string): Promise<CustomerLinkView[]> {
    const docs = await this.deps.links
      .find({ kind, document_id: documentId })
      .sort({ created_at: -1, _id: -1 })
      .limit(50)
      .lean<CustomerLinkDoc[]>();
    return docs.map(serializeLink);
  }
}
