import type { OrderView } from '@voltdesk/contracts';
import {
  CHANGED_SINCE_READ,
  makeEvent,
  optimisticUpdate,
  updateIfUnchanged,
  updateWithEvents,
} from '@voltdesk/service-kit';
import { Types } from 'mongoose';
import {
  CHANGED_UNDERNEATH,
  readOrder,
  UPDATE_ATTEMPTS,
  type OrderServiceDeps,
  type RemoveOutcome,
} from './deps';
import { refuseIfDeducted } from '../shared/sale-deposit-lock';
import type { TrailEntry } from './model';
import { EVENT_SOURCE, serializeOrder, serializeTrailEntry, type OrderState } from './serializer';
import { changesBetween } from './trail';

/**
 * `deleteOrder`. An invoice that has taken money (any payment entry, even one corrected back to nothing)
 * or has a credit note is never erased: it is voided, so every number, payment and takings figure stays.
 * One without is deleted: first an audit record (who, when, why, the order and its trail as they were),
 * then, if the order has not changed since it was read, it becomes a tombstone carrying `order.deleted`,
 * hidden from every query and removed once the event is published. If it changed (a payment came in), the
 * audit record is withdrawn and the decision is made again. If the process dies between the two writes,
 * the audit record describes a delete that did not happen and the order is still listed; deleting again
 * completes it.
 *
 * @throws NotFoundError for an unknown (or already deleted) order.
 */
export async function removeOrder(
  deps: OrderServiceDeps,
  id: string,
  adminId: string,
  reason?: string | null,
): Promise<RemoveOutcome> {
  return optimisticUpdate<OrderState, RemoveOutcome>({
    read: () => readOrder(deps.orders, id),
    write: async (current) => {
      if (current.voided_at) return 'already_void';
      if (current.payments.length > 0 || (current.credits ?? []).length > 0) {
        return (await voidOnce(deps, current, adminId, reason ?? null)) ? 'voided' : CHANGED_SINCE_READ;
      }
      return (await deleteOnce(deps, id, current, adminId, reason ?? null)) ? 'deleted' : CHANGED_SINCE_READ;
    },
    attempts: UPDATE_ATTEMPTS,
    conflict: CHANGED_UNDERNEATH,
  });
}

/**
 * The audit record, then one conditional delete of the revision read; false (the audit record withdrawn)
 * when the order changed since.
 */
async function deleteOnce(
  deps: OrderServiceDeps,
  id: string,
  current: OrderState,
  adminId: string,
  reason: string | null,
): Promise<boolean> {
  const now = deps.clock.now();
  const snapshot = serializeOrder(current, { history: true });
  const deleted: TrailEntry = { action: 'deleted', at: now, by: adminId, changes: [], reason };
  const auditId = new Types.ObjectId();
  await deps.audit.create({
    _id: auditId,
    action: 'deleted',
    order_id: id,
    invoice_no: current.invoice_no,
    snapshot,
    trail: [...(snapshot.history ?? []), serializeTrailEntry(deleted, new Map())],
    reason,
    deleted_by: adminId,
    deleted_at: now,
  });
  const written = await updateIfUnchanged(
    deps.orders,
    current,
    updateWithEvents(
      { $set: { _deleted: now, deleted_by: adminId } },
      makeEvent(EVENT_SOURCE, 'order.deleted', id, { id, invoice_no: current.invoice_no }, now),
    ),
    { options: { strict: false } },
  );
  // The order changed after it was read: this delete did not happen.
  if (!written) await deps.audit.deleteOne({ _id: auditId });
  return written;
}

/**
 * Voids an invoice (with or without payments): kept with its number, items and payments (the takings they
 * made stay where they were), owed nothing (due 0), status Void, out of the Paid and Unpaid lists and the
 * outstanding figures; `order.voided` tells svc-notify to drop its alerts. Voiding a void invoice changes
 * nothing (`changed: false`).
 *
 * @throws NotFoundError; ConflictError if the order keeps changing underneath.
 */
export async function voidOrder(
  deps: OrderServiceDeps,
  id: string,
  adminId: string,
  reason?: string | null,
): Promise<{ order: OrderView; changed: boolean }> {
  return optimisticUpdate({
    read: () => readOrder(deps.orders, id),
    write: async (current) => {
      if (current.voided_at) return { order: serializeOrder(current, { history: true }), changed: false };
      const next = await voidOnce(deps, current, adminId, reason ?? null);
      return next ? { order: serializeOrder(next, { history: true }), changed: true } : CHANGED_SINCE_READ;
    },
    attempts: UPDATE_ATTEMPTS,
    conflict: CHANGED_UNDERNEATH,
  });
}

/** One conditional void of the revision read; undefined when the order changed since. */
async function voidOnce(
  deps: OrderServiceDeps,
  current: OrderState,
  adminId: string,
  reason: string | null,
): Promise<OrderState | undefined> {
  refuseIfDeducted(current, 'id');
  const now = deps.clock.now();
  const id = String(current._id);
  const next: OrderState = {
    ...current,
    due_pence: 0,
    paid: null,
    voided_at: now,
    voided_by: adminId,
    void_reason: reason,
    rev: current.rev + 1,
    updated_by: adminId,
    updated_at: now,
  };
  const trail: TrailEntry = {
    action: 'voided',
    at: now,
    by: adminId,
    changes: changesBetween(current, next),
    reason,
  };
  next.history = [...(current.history ?? []), trail];
  const written = await updateIfUnchanged(
    deps.orders,
    current,
    updateWithEvents(
      {
        $set: {
          due_pence: 0,
          paid: null,
          voided_at: now,
          voided_by: adminId,
          void_reason: reason,
          rev: next.rev,
          updated_by: adminId,
          updated_at: now,
        },
        $push: { history: trail },
      },
      makeEvent(EVENT_SOURCE, 'order.voided', id, { id, invoice_no: current.invoice_no }, now),
    ),
  );
  return written ? next : undefined;
}
