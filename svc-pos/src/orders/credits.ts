import {
  toPounds,
  type CreditCreateRequest,
  type CreditResultData,
  type PaymentMethod,
} from '@voltdesk/contracts';
import {
  CHANGED_SINCE_READ,
  ConflictError,
  makeEvent,
  NotFoundError,
  optimisticUpdate,
  updateIfUnchanged,
  updateWithEvents,
  ValidationError,
  type Clock,
} from '@voltdesk/service-kit';
import { Types } from 'mongoose';
import { poundsToPence } from '../shared/money';
import {
  HIDDEN,
  type CounterModel,
  type CreditEntry,
  type OrderModel,
  type PaymentEntry,
  type TrailEntry,
} from './model';
import { EVENT_SOURCE, orderEventData, serializeOrder, type OrderState } from './serializer';
import { creditVatFor } from '../shared/credit-vat';
import { creditReverseChargeFor } from '../shared/reverse-charge/credits';
import { refuseIfDeducted } from '../shared/sale-deposit-lock';
import { changesBetween } from './trail';
import { cisCredited } from '../shared/sale-cis-credits';
import { deductionNow, type CisSnapshot } from '../shared/sale-cis';

export interface CreditNoteDeps {
  orders: OrderModel;
  counters: CounterModel;
  clock: Clock;
  /**
   * Refunds back to the card of an online payment (refund method `card_online`), made before the credit
   * note is recorded: the online-payments feature (Stripe).
   */
  cardRefunds?: CardRefunder;
}

/** The online-payments feature's card refunds, as credit notes use them. */
export interface CardRefunder {
  /** Gives `pence` back to the card; answers the refund's reference. @throws HttpError with the reason. */
  refund(order: OrderState, pence: number): Promise<string>;
  /** The credit note carrying the refund is saved. */
  recorded(reference: string): Promise<void>;
}

const ATTEMPTS = 500;
const CHANGED_UNDERNEATH = 'The order is being changed by someone else. Please try again.';
/** A credit still without a number this long after it was recorded lost its request: number it on a read. */
const UNNUMBERED_STALE_MS = 60_000;
const pounds = (pence: number) => `£${toPounds(pence).toFixed(2)}`;

/**
 * Credit notes (`creditOrder`). A credit note takes part or all of an invoice back; when the customer has
 * then paid more than the invoice is worth, the difference is refunded as a payment out (negative, with its
 * method), which counts in the takings of the day it was given back.
 *
 * Numbers: the credit note series (`counters` `credit_note`) must have no gaps, and credits on one invoice
 * race each other (two clerks, a double click). So the credit is first recorded on the invoice with
 * `credit_no: null` (one conditional write on the revision it was computed from, with the refund, the trail
 * and the event), and only a credit that was recorded takes the next number, which is then written into
 * it. A credit that loses a race or is refused never took a number. The number is written a moment after
 * the credit; if the process dies in between, the next read of that invoice numbers it (after
 * UNNUMBERED_STALE_MS, so a request still running is never overtaken).
 */
export class CreditNoteService {
  constructor(private readonly deps: CreditNoteDeps) {}

  /**
   * Issues a credit note.
   *
   * @throws NotFoundError; ValidationError (void invoice, nothing left to credit, amount over what is left,
   *   refund method missing when money goes back).
   */
  async issue(input: CreditCreateRequest, adminId: string): Promise<CreditResultData> {
    const amount = input.amount === undefined ? undefined : poundsToPence({ amount: input.amount }).amount;
    const request: CreditRequest = {
      orderId: input.order_id,
      amount,
      reason: input.reason,
      refundMethod: input.refund_method,
      refundReference: input.refund_reference || null,
    };
    if (request.refundMethod === 'card_online') return this.issueWithCardRefund(request, adminId);
    const recorded = await this.record(request, adminId);
    return this.numbered(recorded);
  }

  /**
   * A credit note whose refund goes back to the card through Stripe: the refund is made first (nothing is
   * recorded if Stripe refuses), then the credit note with the refund's reference, on the condition that
   * the invoice still calls for that same refund. If the credit note then fails to save, the answer says
   * so with the refund's reference; issuing it again reuses that refund (CardRefunder), never a second.
   */
  private async issueWithCardRefund(request: CreditRequest, adminId: string): Promise<CreditResultData> {
    const { cardRefunds, orders } = this.deps;
    const current = await orders.findOne({ _id: request.orderId }, HIDDEN).lean<OrderState>();
    if (!current) throw new NotFoundError('Order not found.');
    const { refund } = planCredit(current, request);
    if (refund === 0 || !cardRefunds) {
      if (refund > 0) {
        throw new ValidationError({
          refund_method: ['Online card payment is not set up: choose another refund method.'],
        });
      }
      return this.numbered(await this.record(request, adminId));
    }
    const reference = await cardRefunds.refund(current, refund);
    let recorded: Recorded;
    try {
      recorded = await this.record(
        { ...request, refundReference: reference, expectedRefund: refund },
        adminId,
      );
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      throw new ConflictError(
        `The card refund ${reference} of ${pounds(refund)} was made, but the credit note could not be saved (${why}) Issue the credit note again: the same refund is used, the card is not refunded twice.`,
      );
    }
    await cardRefunds.recorded(reference);
    return this.numbered(recorded);
  }

  /**
   * Numbers the credits of `doc` that lost their request before being numbered. Returns whether it
   * numbered any (the caller then reads the order again).
   */
  async numberStale(doc: OrderState): Promise<boolean> {
    const cutoff = this.deps.clock.now().getTime() - UNNUMBERED_STALE_MS;
    let numbered = false;
    for (const [index, credit] of (doc.credits ?? []).entries()) {
      if (credit.credit_no !== null || new Date(credit.at).getTime() > cutoff) continue;
      await this.assignNumber(String(doc._id), index, credit.id);
      numbered = true;
    }
    return numbered;
  }

  /** One conditional write of the credit (and refund) on the revision it was computed from. */
  private async record(request: CreditRequest, adminId: string): Promise<Recorded> {
    const creditId = new Types.ObjectId().toHexString();
    const { orders, clock } = this.deps;
    return optimisticUpdate({
      read: async () => {
        const current = await orders.findOne({ _id: request.orderId }, HIDDEN).lean<OrderState>();
        if (!current) throw new NotFoundError('Order not found.');
        return current;
      },
      write: async (current) => {
        const credits = current.credits ?? [];
        await this.numberStale(current);
        const now = clock.now();
        const { next, update } = creditWrite(current, request, { creditId, adminId, now });
        const event = makeEvent(EVENT_SOURCE, 'order.updated', request.orderId, orderEventData(next), now);
        const written = await updateIfUnchanged(orders, current, updateWithEvents(update, event));
        return written ? { orderId: request.orderId, index: credits.length, creditId } : CHANGED_SINCE_READ;
      },
      attempts: ATTEMPTS,
      conflict: CHANGED_UNDERNEATH,
    });
  }

  /** Numbers a recorded credit (unless already numbered) and answers it with the invoice. */
  private async numbered(recorded: Recorded): Promise<CreditResultData> {
    await this.assignNumber(recorded.orderId, recorded.index, recorded.creditId);
    const doc = await this.deps.orders.findOne({ _id: recorded.orderId }, HIDDEN).lean<OrderState>();
    const credit = doc?.credits?.[recorded.index];
    if (!doc || !credit || credit.credit_no === null) {
      // The write above succeeded or found the credit numbered; only a concurrent delete could get here,
      // and an invoice with a credit note is voided, never deleted.
      throw new ConflictError(CHANGED_UNDERNEATH);
    }
    return resultOf(doc, credit);
  }

  /** Takes the next credit note number for credits[index] and writes it, if it has none yet. */
  private async assignNumber(orderId: string, index: number, creditId: string): Promise<void> {
    const path = `credits.${index}`;
    const unnumbered = { _id: orderId, [`${path}.id`]: creditId, [`${path}.credit_no`]: null };
    if (!(await this.deps.orders.exists(unnumbered))) return;
    const counter = await this.deps.counters
      .findOneAndUpdate(
        { _id: 'credit_note' },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean();
    const creditNo = counter!.seq;
    const { matchedCount } = await this.deps.orders.updateOne(unnumbered, {
      $set: { [`${path}.credit_no`]: creditNo },
    });
    if (matchedCount === 0) {
      // Numbered by someone else in between (a stale credit's repair): give the number back when nobody
      // took a later one, so the series keeps no gap.
      await this.deps.counters.updateOne({ _id: 'credit_note', seq: creditNo }, { $inc: { seq: -1 } });
    }
  }
}

interface CreditRequest {
  orderId: string;
  /** Pence; undefined credits whatever is left of the invoice. */
  amount: number | undefined;
  reason: string;
  refundMethod: PaymentMethod | undefined;
  refundReference: string | null;
  /** The refund already made (through Stripe) in pence: the credit is recorded only if it still calls for it. */
  expectedRefund?: number;
}

/** Where a recorded credit is: its invoice and its place in `credits`. */
interface Recorded {
  orderId: string;
  index: number;
  creditId: string;
}

/**
 * The credit's amount, the refund it makes and the due it leaves, in pence. Left to credit = total -
 * credited; once credited, the invoice is worth what is left; whatever the customer paid above that is
 * refunded, so the due is never negative and never grows.
 *
 * @throws ValidationError for a void invoice, nothing left, too much, or a refund without a method.
 */
function planCredit(
  o: OrderState,
  request: CreditRequest,
): { amount: number; refund: number; due: number; cis?: CisSnapshot } {
  if (o.voided_at) throw new ValidationError({ order_id: ['This invoice is void: it cannot be credited.'] });
  refuseIfDeducted(o, 'order_id');
  const left = o.total_pence - (o.credited_pence ?? 0);
  if (left <= 0) throw new ValidationError({ order_id: ['This invoice has already been credited in full.'] });
  const amount = request.amount ?? left;
  if (amount > left) {
    throw new ValidationError({
      amount: [`The amount may not be greater than what is left to credit (${pounds(left)}).`],
    });
  }
  // On a CIS invoice the customer owes what is left less the deduction still due on it (cis/credits.ts).
  const cis = cisCredited(o, amount);
  const worth = left - amount - deductionNow(cis);
  const refund = Math.max(0, o.payment_pence - worth);
  if (refund > 0 && !request.refundMethod) {
    throw new ValidationError({
      refund_method: [`The refund method field is required: this credit note gives ${pounds(refund)} back.`],
    });
  }
  return { amount, refund, due: worth - (o.payment_pence - refund), ...(cis ? { cis } : {}) };
}

/** Who records the credit, when, under which id. */
interface CreditContext {
  creditId: string;
  adminId: string;
  now: Date;
}

/**
 * The credit of `request` on the invoice read: the credit entry (not yet numbered), the refund paid out
 * when the customer has paid more than the invoice is now worth, and the trail of both.
 *
 * @throws ValidationError (planCredit's refusals).
 */
function creditEntries(current: OrderState, request: CreditRequest, ctx: CreditContext) {
  const { creditId, adminId, now } = ctx;
  const plan = planCredit(current, request);
  if (request.expectedRefund !== undefined && plan.refund !== request.expectedRefund) {
    throw new ConflictError(
      `The invoice changed meanwhile: it now calls for a refund of ${pounds(plan.refund)}.`,
    );
  }
  const credit: CreditEntry = {
    id: creditId,
    credit_no: null,
    amount_pence: plan.amount,
    reason: request.reason,
    refund_pence: plan.refund,
    refund_method: plan.refund > 0 ? request.refundMethod! : null,
    refund_reference: plan.refund > 0 ? request.refundReference : null,
    at: now,
    by: adminId,
    ...(current.vat ? { vat: creditVatFor(current, plan.amount) } : {}),
  };
  if (current.reverse_charge) credit.reverse_charge = creditReverseChargeFor(current, credit.vat);
  const refunds: PaymentEntry[] =
    plan.refund > 0
      ? [
          {
            amount_pence: -plan.refund,
            at: now,
            by: adminId,
            method: request.refundMethod!,
            reference: request.refundReference,
            kind: 'refund',
            credit_id: creditId,
          },
        ]
      : [];
  const refundTrail = refunds.map((r): TrailEntry => ({
    action: 'refund',
    at: now,
    by: adminId,
    changes: [],
    amount_pence: plan.refund,
    method: r.method,
    reference: r.reference,
    credit_id: creditId,
  }));
  return { plan, credit, refunds, refundTrail };
}

/** The invoice after the credit and the one update that records it (the caller adds the event). */
function creditWrite(current: OrderState, request: CreditRequest, ctx: CreditContext) {
  const { creditId, adminId, now } = ctx;
  const { plan, credit, refunds, refundTrail } = creditEntries(current, request, ctx);
  const next: OrderState = {
    ...current,
    credited_pence: (current.credited_pence ?? 0) + plan.amount,
    payment_pence: current.payment_pence - plan.refund,
    due_pence: plan.due,
    paid: plan.due === 0,
    ...(plan.cis ? { cis: plan.cis } : {}),
    credits: [...(current.credits ?? []), credit],
    payments: [...current.payments, ...refunds],
    rev: current.rev + 1,
    updated_by: adminId,
    updated_at: now,
  };
  const trail: TrailEntry[] = [
    {
      action: 'credited',
      at: now,
      by: adminId,
      changes: changesBetween(current, next),
      amount_pence: plan.amount,
      credit_id: creditId,
      reason: request.reason,
    },
    ...refundTrail,
  ];
  const update = {
    $set: {
      credited_pence: next.credited_pence,
      payment_pence: next.payment_pence,
      due_pence: next.due_pence,
      paid: next.paid,
      ...(plan.cis ? { cis: plan.cis } : {}),
      rev: next.rev,
      updated_by: adminId,
      updated_at: now,
    },
    $push: {
      credits: credit,
      history: { $each: trail },
      ...(refunds.length ? { payments: { $each: refunds } } : {}),
    },
  };
  return { next, update };
}

/** The credit note as the invoice shows it (with the VAT it reverses) and the invoice after it. */
function resultOf(doc: OrderState, credit: CreditEntry): CreditResultData {
  const order = serializeOrder(doc, { history: true });
  return { credit_note: order.credit_notes!.find((c) => c.credit_no === credit.credit_no)!, order };
}
