import { CUSTOMER_DOCUMENT_MESSAGES, type QuoteView } from '@voltdesk/contracts';
import {
  CHANGED_SINCE_READ,
  ConflictError,
  makeEvent,
  NotFoundError,
  optimisticUpdate,
  updateIfUnchanged,
  updateWithEvents,
  type Clock,
} from '@voltdesk/service-kit';
import type { Logger } from 'pino';
import { EVENT_SOURCE } from '../shared/event-source';
import { localDateOf } from '../shared/periods';
import type { QuoteAnswer, QuoteDoc, QuoteModel, QuoteTrailEntry } from './model';
import { ATTEMPTS, BEING_CONVERTED, CHANGED_UNDERNEATH } from './rules';
import { isExpired, serializeQuote } from './serializer';

/** Who the trail and the invoice name for what the customer did on the quote's page. */
export const CUSTOMER = 'customer';

/** The customer's answer as the public page sent it, and what svc-pos saw of the request. */
export interface OnlineAnswerInput {
  decision: 'accepted' | 'declined';
  /** Accepting: the name typed. */
  name: string | null;
  /** Declining: why. */
  reason: string | null;
  ip: string;
  userAgent: string | null;
  linkId: string;
}

export interface QuoteAcceptanceDeps {
  quotes: QuoteModel;
  clock: Clock;
  timeZone: string;
  /**
   * What an accepted quote becomes when the invoice settings say so (an invoice, or a deposit invoice when
   * the quote asks for one); given at composition. Resolves to whether it made one.
   */
  afterAcceptance: (quoteId: string) => Promise<boolean>;
  /** Absent (the seed, the benchmark): a failed automatic invoice is not logged. */
  logger?: Pick<Logger, 'warn'>;
}

/**
 * Online answers to a quote: the customer accepts (typed name, tick to agree, time, client address and
 * browser kept as evidence) or declines with a reason on the quote's public page. The state, the
 * evidence, the trail entry and the `quote.answered` event (svc-notify tells the owner) are one document
 * write. An accepted quote then becomes an invoice when the invoice settings say so; that step failing
 * never undoes the answer (the owner converts it from the quote screen).
 */
export class QuoteAcceptance {
  constructor(private readonly deps: QuoteAcceptanceDeps) {}

  /** @throws NotFoundError; ConflictError (answered already, expired, being converted, keeps changing). */
  async answer(quoteId: string, input: OnlineAnswerInput): Promise<QuoteView> {
    const { quotes, clock, timeZone } = this.deps;
    await optimisticUpdate({
      read: async () => {
        const doc = await quotes.findOne({ _id: quoteId }).lean<QuoteDoc>();
        if (!doc) throw new NotFoundError(CUSTOMER_DOCUMENT_MESSAGES.notFound);
        return doc;
      },
      write: async (current) => ((await this.record(current, input)) ? undefined : CHANGED_SINCE_READ),
      attempts: ATTEMPTS,
      conflict: CHANGED_UNDERNEATH,
    });
    if (input.decision === 'accepted') await this.convertAccepted(quoteId);
    const doc = await quotes.findOne({ _id: quoteId }).lean<QuoteDoc>();
    return serializeQuote(doc!, localDateOf(clock.now(), timeZone));
  }

  /**
   * The answer's one write, on the revision read: state, evidence, trail entry and `quote.answered`.
   * Resolves to whether it was written (false: the quote changed since it was read).
   *
   * @throws ConflictError when the quote cannot be answered (being converted, answered, expired).
   */
  private async record(current: QuoteDoc, input: OnlineAnswerInput): Promise<boolean> {
    const { quotes, clock, timeZone } = this.deps;
    const quoteId = String(current._id);
    const now = clock.now();
    const today = localDateOf(now, timeZone);
    if (current.conversion) throw new ConflictError(BEING_CONVERTED);
    if (current.state !== 'open') throw new ConflictError(CUSTOMER_DOCUMENT_MESSAGES.notOpen);
    if (isExpired(current, today)) throw new ConflictError(CUSTOMER_DOCUMENT_MESSAGES.expired);
    const answer: QuoteAnswer = {
      decision: input.decision,
      at: now,
      name: input.name,
      reason: input.reason,
      agreed_terms: input.decision === 'accepted',
      ip: input.ip,
      user_agent: input.userAgent,
      link_id: input.linkId,
    };
    const entry: QuoteTrailEntry = {
      action: input.decision,
      at: now,
      by: CUSTOMER,
      reason: input.reason,
      ...(input.name ? { name: input.name } : {}),
      ip: input.ip,
    };
    const after: QuoteDoc = {
      ...current,
      state: input.decision,
      decided_at: now,
      decided_by: CUSTOMER,
      decision_reason: input.reason,
      answer,
      history: [...(current.history ?? []), entry],
      updated_at: now,
    };
    const event = makeEvent(
      EVENT_SOURCE,
      'quote.answered',
      quoteId,
      {
        quote_id: quoteId,
        quote_no: current.quote_no!,
        decision: input.decision,
        name: input.name,
        reason: input.reason,
        answered_at: now.toISOString(),
        ip: input.ip,
        quote: serializeQuote(after, today),
      },
      now,
    );
    const written = await updateIfUnchanged(
      quotes,
      current,
      updateWithEvents(
        {
          $set: {
            state: input.decision,
            decided_at: now,
            decided_by: CUSTOMER,
            decision_reason: input.reason,
            answer,
            updated_by: CUSTOMER,
            updated_at: now,
          },
          $push: { history: entry },
          $inc: { rev: 1 },
        },
        event,
      ),
    );
    return written;
  }

  private async convertAccepted(quoteId: string): Promise<void> {
    try {
      await this.deps.afterAcceptance(quoteId);
    } catch (err) {
      // The customer's answer stands; the quote stays Accepted for the owner to convert by hand.
      this.deps.logger?.warn({ err, quoteId }, 'an accepted quote could not be invoiced automatically');
    }
  }
}
