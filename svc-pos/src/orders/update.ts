import {
  ORDER_CHANGED_SINCE_OPENED,
  toPounds,
  type OrderUpdateRequest,
  type OrderView,
} from '@voltdesk/contracts';
import {
  CHANGED_SINCE_READ,
  ConflictError,
  makeEvent,
  optimisticUpdate,
  updateIfUnchanged,
  updateWithEvents,
  ValidationError,
} from '@voltdesk/service-kit';
import { keepDepositFigures } from '../shared/sale-deposit-lock';
import { computeOrder, type Computed } from './compute';
import {
  CHANGED_UNDERNEATH,
  readOrder,
  UPDATE_ATTEMPTS,
  VOID_NO_CHANGE,
  type OrderServiceDeps,
} from './deps';
import type { OrderItem, PaymentEntry, TrailEntry } from './model';
import { searchFields } from './search';
import { EVENT_SOURCE, orderEventData, serializeOrder, type OrderState } from './serializer';
import { changesBetween } from './trail';
import { termsOf } from './vat';
import { jobLinkOf } from '../shared/job-link';

const PAID_LINES_LOCKED =
  'This invoice is fully paid, so its lines and prices are locked. To change what was charged, issue a credit note.';
const PAID_PAYMENT_LOCKED =
  'This invoice is fully paid, so its payment is locked. To give money back, issue a credit note with a refund.';
const CREDITED_LINES_LOCKED =
  'This invoice has a credit note, so its lines and prices are locked. To change what was charged, issue another credit note.';

/**
 * Replaces what the order form edits (customer, items, payment, discount, dates) and recomputes every
 * amount. A change of payment is recorded as a payment entry of the difference (negative when lowered),
 * so `payment` always equals the sum of the payments and the takings stay right. The trail gets the
 * values before and after.
 *
 * The edit applies to the revision the form loaded (`input.rev`) only: if the invoice changed since (a
 * payment, a credit note, another edit), 409 and nothing changes. An edit that loses a race between its
 * read and its write finds the new revision on its next read and gets the same 409.
 *
 * Locks: a void invoice changes no more; a fully paid one keeps its lines, discount and payment (a credit
 * note changes what was charged); one with a credit note keeps its lines and discount. Customer details,
 * dates and the custom id stay editable. A part-paid invoice is edited as before.
 *
 * @throws NotFoundError; ValidationError; ConflictError if the order keeps changing underneath.
 */
export async function updateOrder(
  deps: OrderServiceDeps,
  input: OrderUpdateRequest,
  adminId: string,
): Promise<OrderView> {
  let customerId: string | undefined;
  const jobLink = await jobLinkOf(deps.jobs, input);
  return optimisticUpdate({
    read: () => readOrder(deps.orders, input.id),
    write: async (current, attempt) => {
      if (current.voided_at) throw new ValidationError({ id: [VOID_NO_CHANGE] });
      // The form's payment replaces the invoice's: on any revision but the one the clerk saw it would undo
      // (or double) payments taken since, booked as a correction under the editor's name.
      if (input.rev !== current.rev) throw new ConflictError(ORDER_CHANGED_SINCE_OPENED);
      // Lines already on the invoice keep the VAT rate they were invoiced at; the invoice keeps its terms.
      const kept = new Map(current.items.map((i) => [i.product_id, i.vat_rate ?? 'standard'] as const));
      const rcCustomer = (await deps.customers.reverseChargeOf?.(input.customer.phone)) ?? null;
      const computed = {
        ...(await computeOrder(
          deps.catalogue,
          input,
          kept,
          termsOf(current),
          rcCustomer,
          current.cis ?? null,
        )),
        ...jobLink,
      };
      checkLocks(current, computed);
      keepDepositFigures(current, computed);
      applyCredits(current, computed);
      if (attempt === 0) {
        customerId = await deps.customers.recordFor(computed.customer, {
          update: input.update_customer === true,
        });
      }
      computed.customer_id = customerId;
      const now = deps.clock.now();
      const { next, entry, trail } = updatedState(current, computed, input, adminId, now);
      const written = await updateIfUnchanged(
        deps.orders,
        current,
        updateWithEvents(
          {
            $set: {
              ...computed,
              ...searchFields(next),
              rev: next.rev,
              updated_by: adminId,
              updated_at: now,
            },
            $push: { history: trail, ...(entry.length ? { payments: { $each: entry } } : {}) },
          },
          makeEvent(EVENT_SOURCE, 'order.updated', input.id, orderEventData(next), now),
        ),
      );
      return written ? serializeOrder(next, { history: true }) : CHANGED_SINCE_READ;
    },
    attempts: UPDATE_ATTEMPTS,
    conflict: CHANGED_UNDERNEATH,
  });
}

/**
 * Takes the invoice's credit notes off what is due.
 *
 * @throws ValidationError when the payment is more than the total less its credit notes.
 */
function applyCredits(current: OrderState, computed: Computed): void {
  const credited = current.credited_pence ?? 0;
  if (credited <= 0) return;
  computed.due_pence -= credited;
  computed.paid = computed.due_pence === 0;
  if (computed.due_pence < 0) {
    throw new ValidationError({
      payment: [
        `The payment may not be greater than the total less its credit notes (£${toPounds(
          computed.total_pence - credited,
        ).toFixed(2)}).`,
      ],
    });
  }
}

/** The order after the edit, the payment entry of the difference (if any) and the trail entry. */
function updatedState(
  current: OrderState,
  computed: Computed,
  input: OrderUpdateRequest,
  adminId: string,
  now: Date,
): { next: OrderState; entry: PaymentEntry[]; trail: TrailEntry } {
  const delta = computed.payment_pence - current.payment_pence;
  const entry: PaymentEntry[] =
    delta !== 0
      ? [
          {
            amount_pence: delta,
            at: now,
            by: adminId,
            method: input.payment_method ?? 'cash',
            reference: input.payment_reference || null,
            kind: delta > 0 ? 'payment' : 'correction',
          },
        ]
      : [];
  const next: OrderState = {
    ...current,
    ...computed,
    payments: [...current.payments, ...entry],
    rev: current.rev + 1,
    updated_by: adminId,
    updated_at: now,
  };
  const trail: TrailEntry = {
    action: 'updated',
    at: now,
    by: adminId,
    changes: changesBetween(current, next),
  };
  next.history = [...(current.history ?? []), trail];
  return { next, entry, trail };
}

/** Same services, names, prices and quantities, in the same order. */
const sameLines = (a: readonly OrderItem[], b: readonly OrderItem[]) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.product_id === b[i]!.product_id &&
      x.name === b[i]!.name &&
      x.price_pence === b[i]!.price_pence &&
      x.qty === b[i]!.qty,
  );

/**
 * What an update may not change (see updateOrder).
 *
 * @throws ValidationError naming each locked field the update tried to change.
 */
function checkLocks(current: OrderState, next: Computed): void {
  const errors: Record<string, string[]> = {};
  const linesChanged = !sameLines(current.items, next.items);
  const discountChanged = current.discount_pence !== next.discount_pence;
  if (current.paid === true) {
    if (linesChanged) errors.items = [PAID_LINES_LOCKED];
    if (discountChanged) errors.discount = [PAID_LINES_LOCKED];
    if (current.payment_pence !== next.payment_pence) errors.payment = [PAID_PAYMENT_LOCKED];
  } else if ((current.credits ?? []).length > 0) {
    if (linesChanged) errors.items = [CREDITED_LINES_LOCKED];
    if (discountChanged) errors.discount = [CREDITED_LINES_LOCKED];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
