import {
  PORTAL_MESSAGES,
  PORTAL_SESSION_MINUTES,
  PORTAL_SIGN_IN_MINUTES,
  type PortalAccountView,
  type PortalSessionView,
} from '@voltdesk/contracts';
import {
  BusinessTime,
  HttpError,
  makeEvent,
  NotFoundError,
  ValidationError,
  withEvents,
  type Clock,
  type RateLimiter,
} from '@voltdesk/service-kit';
import type { Logger } from 'pino';
import type { PortalAccounts } from './account';
import type { PortalSessionDoc, PortalSessionModel, PortalSignInDoc, PortalSignInModel } from './model';
import type { PortalLinks, StoredCustomer } from './ports';
import { newToken, tokenHash } from './tokens';

const MINUTE_MS = 60_000;

export interface PortalDeps {
  signIns: PortalSignInModel;
  sessions: PortalSessionModel;
  accounts: PortalAccounts;
  links: PortalLinks;
  /** Sign-in requests per client address (429 beyond it). */
  addressLimiter: RateLimiter;
  /**
   * Sign-in mails per customer: beyond it no mail goes, and the answer stays the same (it must not tell
   * who has a record).
   */
  customerLimiter: RateLimiter;
  clock: Clock;
  timeZone: string;
  logger: Logger;
}

/** A sign-in link mailed: to whom (for the Activity Log). */
export interface SignInMailed {
  customerId: string;
  name: string;
}

/** A session just opened: its token (the cookie's value only) and what the page is told. */
export interface OpenedSession {
  token: string;
  /** Whose session it is (for the Activity Log; never sent to the page). */
  customerId: string;
  view: PortalSessionView;
  maxAgeSeconds: number;
}

/** 401 with the portal's own words: a portal session is not an admin's, so no 'Unauthenticated.'. */
export class PortalSessionError extends HttpError {
  constructor() {
    super(401, PORTAL_MESSAGES.sessionEnded);
  }
}

/**
 * The customer portal: sign-in links by e-mail from a document link, sessions, and the signed-in customer's
 * documents. Who a session belongs to is decided here alone, from the session's record; nothing a request
 * names (an id, an address) ever chooses the customer.
 */
export class PortalService {
  private readonly time: BusinessTime;

  constructor(private readonly deps: PortalDeps) {
    this.time = new BusinessTime(deps.timeZone);
  }

  /**
   * Mails a sign-in link to the e-mail on the record of the customer whose document `linkToken` opens.
   * Answers the same whether a mail went or not (no record, no address, the customer's budget spent).
   *
   * Answers the customer a link was mailed to (for the Activity Log), or undefined when none went.
   *
   * @throws ValidationError on `link` when the document link does not work (unknown, expired, revoked);
   *   TooManyRequestsError when the client address has asked too often.
   */
  async requestLink(linkToken: string, clientAddress: string): Promise<SignInMailed | undefined> {
    const now = this.deps.clock.now();
    await this.deps.addressLimiter.hit(clientAddress, now);
    const document = await this.deps.links.documentOf(linkToken);
    if (!document) throw new ValidationError({ link: [PORTAL_MESSAGES.linkInvalid] });
    const customerId = await this.customerOf(document);
    const customer = customerId ? await this.deps.accounts.customer(customerId) : undefined;
    if (!customer?.email) {
      this.deps.logger.info({ document }, 'portal sign-in asked for a document without a customer e-mail');
      return undefined;
    }
    const spent = await this.deps.customerLimiter
      .hit(String(customer._id), now)
      .then(() => false)
      .catch(() => true);
    if (spent) {
      this.deps.logger.warn(
        { customer_id: String(customer._id) },
        'portal sign-in mails for the customer capped',
      );
      return undefined;
    }
    await this.issueSignIn(customer, clientAddress, now);
    return { customerId: String(customer._id), name: customer.name };
  }

  private async customerOf(document: { kind: 'quote' | 'invoice'; id: string }): Promise<string | undefined> {
    const { accounts } = this.deps;
    if (document.kind === 'invoice') return (await accounts.invoiceCustomer(document.id)) ?? undefined;
    const phone = await accounts.quotePhone(document.id);
    return phone ? accounts.customerIdOfPhone(phone) : undefined;
  }

  /** The link's record and the event svc-notify mails it from, in one write. */
  private async issueSignIn(customer: StoredCustomer, clientAddress: string, now: Date): Promise<void> {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + PORTAL_SIGN_IN_MINUTES * MINUTE_MS);
    const customerId = String(customer._id);
    const event = makeEvent(
      'svc-pos',
      'portal.sign_in.requested',
      customerId,
      {
        customer_id: customerId,
        name: customer.name,
        email: customer.email,
        token,
        expires_at: expiresAt.toISOString(),
      },
      now,
    );
    await this.deps.signIns.create({
      _id: tokenHash(token),
      customer_id: customerId,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
      requested_from: clientAddress,
      ...withEvents(event),
    });
  }

  /**
   * Spends a sign-in link (one conditional write: a second use, even a concurrent one, finds it used) and
   * opens a session for its customer.
   *
   * @throws ValidationError on `token` for an unknown, expired or used link, or a customer removed since.
   */
  async signIn(token: string): Promise<OpenedSession> {
    const now = this.deps.clock.now();
    const spent = await this.deps.signIns
      .findOneAndUpdate(
        { _id: tokenHash(token), used_at: null, expires_at: { $gt: now } },
        { $set: { used_at: now } },
        { returnDocument: 'after' },
      )
      .lean<PortalSignInDoc>();
    const customer = spent ? await this.deps.accounts.customer(spent.customer_id) : undefined;
    if (!spent || !customer) throw new ValidationError({ token: [PORTAL_MESSAGES.signInInvalid] });
    const session = newToken();
    const expiresAt = new Date(now.getTime() + PORTAL_SESSION_MINUTES * MINUTE_MS);
    await this.deps.sessions.create({
      _id: tokenHash(session),
      customer_id: spent.customer_id,
      created_at: now,
      expires_at: expiresAt,
    });
    return {
      token: session,
      customerId: spent.customer_id,
      view: { name: customer.name, session_expires_at: expiresAt.toISOString() },
      maxAgeSeconds: PORTAL_SESSION_MINUTES * 60,
    };
  }

  /** @throws PortalSessionError without a live session, or when its customer record is gone. */
  async account(sessionToken: string | undefined): Promise<PortalAccountView> {
    const { session, customer } = await this.signedIn(sessionToken);
    const today = this.time.day(this.deps.clock.now());
    return this.deps.accounts.view(customer, today, new Date(session.expires_at));
  }

  /**
   * The page of one of the signed-in customer's documents. Another customer's document and a document that
   * does not exist are the same 404, so ids cannot be probed.
   *
   * @throws PortalSessionError; NotFoundError.
   */
  async documentUrl(
    sessionToken: string | undefined,
    kind: 'quote' | 'invoice',
    id: string,
  ): Promise<string> {
    const { customer } = await this.signedIn(sessionToken);
    const owner = await this.customerOf({ kind, id });
    if (owner !== String(customer._id)) throw new NotFoundError(PORTAL_MESSAGES.documentNotFound);
    return this.deps.links.pagePath(await this.deps.links.tokenFor(kind, id));
  }

  /** Ends the session, if there is one (signing out twice is fine). */
  async signOut(sessionToken: string | undefined): Promise<void> {
    if (sessionToken) await this.deps.sessions.deleteOne({ _id: tokenHash(sessionToken) });
  }

  private async signedIn(
    sessionToken: string | undefined,
  ): Promise<{ session: PortalSessionDoc; customer: StoredCustomer }> {
    if (!sessionToken) throw new PortalSessionError();
    const now = this.deps.clock.now();
    const session = await this.deps.sessions
      .findOne({ _id: tokenHash(sessionToken), expires_at: { $gt: now } })
      .lean<PortalSessionDoc>();
    const customer = session ? await this.deps.accounts.customer(session.customer_id) : undefined;
    if (!session || !customer) throw new PortalSessionError();
    return { session, customer };
  }
}
