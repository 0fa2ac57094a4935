import type { Connection, Model } from 'mongoose';
import type { Logger } from 'pino';
import type { OrderData, OrderDeletedData, OrderVoidedData } from '@voltdesk/contracts';
import { isDuplicateKey } from '@voltdesk/service-kit';
import type { Renderer } from '../shared/renderer';
import type { Clock } from '../shared/clock';
import type { MailQueue } from '../shared/jobs';
import type { SettingsStore } from '../shared/settings';
import { orderModel, type OrderDoc } from './model';
import type { BusinessTime } from '@voltdesk/service-kit';
import type { InvoicePdfs } from '../shared/invoice-pdfs';
import { invoiceSnapshot } from '../shared/pos-snapshots';
import {
  renderCustomerReminder,
  renderExpiryReminder,
  renderUnpaidAlert,
  type OrderSnapshot,
} from './templates';

export interface OrderAlertDeps {
  conn: Connection;
  jobs: MailQueue;
  settings: SettingsStore;
  clock: Clock;
  logger: Logger;
  /** Alerts that fell due longer ago than this are not sent (a replay of an old log). */
  staleAfterMs: number;
  time: BusinessTime;
  documents: InvoicePdfs;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reminders (expiry, and customers' payment reminders) go at the start of office hours, on the business's own clock. */
export const REMINDER_HOUR = 9;

/**
 * When a customer's payment reminder goes: `days` calendar days after the invoice's due date, at
 * REMINDER_HOUR in the business time zone (the hour of the expiry reminders), so summer time never moves
 * it. Null for a due date that cannot be read.
 */
export function customerReminderTime(dueDate: string, days: number, time: BusinessTime): Date | null {
  return time.localHourBefore(dueDate, -days, REMINDER_HOUR);
}

/**
 * When the expiry reminder goes: `alert` days before `expire_date`, at 09:00 in the business time zone
 * when the date has no time. Returns null for a date that cannot be read.
 */
export function expiryReminderTime(expireDate: string, alertDays: number, time: BusinessTime): Date | null {
  const local = time.localHourBefore(expireDate, alertDays, REMINDER_HOUR);
  if (local) return local;
  const expires = Date.parse(expireDate);
  return Number.isFinite(expires) ? new Date(expires - alertDays * DAY_MS) : null;
}

function snapshot(o: OrderDoc): OrderSnapshot {
  return {
    id: o._id,
    invoice_no: o.invoice_no,
    order_custom_id: o.order_custom_id,
    customer: o.customer,
    total: o.total,
    payment: o.payment,
    due: o.due,
    created_at: new Date(o.created_at).toISOString(),
    expire_date: o.expire_date,
    alert: o.alert,
  };
}

/**
 * The open-orders projection and the two alerts it drives: the unpaid-invoice alert (`unpaid:<id>`, at
 * created_at + the `unpiadInvoice` time, to its e-mail) and the expiry reminder
 * (`expiry:<id>:<expire_date>:<alert>`, so a changed date is a new reminder and the old one is cancelled).
 */
export class OrderAlerts {
  readonly orders: Model<OrderDoc>;
  private readonly toldMissing = new Set<string>();

  constructor(private readonly deps: OrderAlertDeps) {
    this.orders = orderModel(deps.conn);
  }

  /** order.created / order.updated / order.paid. An event older than the stored state changes nothing. */
  async apply(o: OrderData, eventTime: Date): Promise<void> {
    const doc: Omit<OrderDoc, '_id'> = {
      invoice_no: o.invoice_no,
      order_custom_id: o.order_custom_id ?? null,
      customer: o.customer,
      total: o.total,
      payment: o.payment,
      due: o.due,
      created_at: new Date(o.created_at),
      additional: o.additional,
      expire_date: o.additional ? (o.expire_date ?? null) : null,
      alert: o.additional ? (o.alert ?? null) : null,
      due_date: o.due_date ?? null,
      invoice: invoiceSnapshot(o.invoice) ? (o.invoice ?? null) : null,
      event_time: eventTime,
    };
    let before: OrderDoc | null;
    try {
      // One write: inserts a new order, updates an older state; a newer stored state makes the upsert
      // collide on _id (E11000), which means there is nothing to do.
      before = await this.orders
        .findOneAndUpdate(
          { _id: o.id, event_time: { $lte: eventTime } },
          { $set: doc },
          { upsert: true, returnDocument: 'before' },
        )
        .lean<OrderDoc>();
    } catch (err) {
      if (isDuplicateKey(err)) return;
      throw err;
    }
    const order = { _id: o.id, ...doc };
    // Jobs exist only for orders that were unpaid or had an expiry date; skip cancels that cannot match.
    if (order.due > 0 || (before?.due ?? 0) > 0) {
      await this.planUnpaid(order);
      await this.planCustomerReminder(order);
    }
    if (order.additional || before?.additional) await this.planExpiry(order);
  }

  /** order.deleted: forgotten, and its waiting alerts cancelled. */
  async remove(o: OrderDeletedData): Promise<void> {
    await this.forget(o.id, 'the order was deleted');
  }

  /**
   * order.voided: the invoice is kept by svc-pos but nobody owes it any more, so it leaves the open-orders
   * projection and its waiting alerts are cancelled, as for a delete. svc-pos sends no later event for a
   * void invoice (it refuses every change), so nothing brings it back.
   */
  async voided(o: OrderVoidedData): Promise<void> {
    await this.forget(o.id, 'the invoice was voided');
  }

  private async forget(id: string, reason: string): Promise<void> {
    await this.orders.deleteOne({ _id: id });
    await this.deps.jobs.cancel(
      { kind: { $in: ['unpaid_alert', 'expiry_reminder', 'customer_reminder'] }, ref: id },
      reason,
    );
  }

  /** The `unpiadInvoice` setting changed: waiting alerts get the new time and recipient. */
  async replanAll(): Promise<void> {
    const cursor = this.orders
      .find({ $or: [{ due: { $gt: 0 } }, { additional: true }] })
      .lean<OrderDoc[]>()
      .cursor();
    for await (const o of cursor) await this.plan(o as OrderDoc);
  }

  private async plan(o: OrderDoc): Promise<void> {
    await this.planUnpaid(o);
    await this.planCustomerReminder(o);
    await this.planExpiry(o);
  }

  /**
   * The customer's payment reminder (`customer_reminder:<order id>:<reminder day>`): with the setting on
   * (`unpiadInvoice.customer_reminder_days`), for an invoice with something due, a due date and a customer
   * e-mail, `days` after the due date at REMINDER_HOUR local time. One per invoice per reminder day: once
   * sent, the same day's job is kept, never sent again; a changed due date or setting is a new day, and the
   * waiting reminder of the old one is cancelled. Paid, credited in full, voided or deleted: cancelled.
   */
  private async planCustomerReminder(o: OrderDoc): Promise<void> {
    const days = await this.deps.settings.customerReminderDays();
    const to = o.customer?.email?.trim();
    const runAt =
      days && o.due > 0 && o.due_date ? customerReminderTime(o.due_date, days, this.deps.time) : null;
    const key = runAt && to ? `customer_reminder:${o._id}:${this.deps.time.day(runAt)}` : null;
    const why = !days
      ? 'customer reminders are off'
      : !(o.due > 0)
        ? 'the invoice was paid'
        : !o.due_date
          ? 'the invoice has no due date'
          : !to
            ? 'the customer has no e-mail address'
            : 'the due date or the reminder days changed';
    await this.deps.jobs.cancel(
      { kind: 'customer_reminder', ref: o._id, ...(key ? { dedupe_key: { $ne: key } } : {}) },
      why,
    );
    if (!runAt || !key || !to || this.isStale(runAt)) return;
    await this.deps.jobs.schedule({
      kind: 'customer_reminder',
      dedupe_key: key,
      to,
      subject: `Payment reminder: invoice #${o.invoice_no}`,
      ref: o._id,
      data: { days },
      run_at: runAt,
    });
  }

  private async planUnpaid(o: OrderDoc): Promise<void> {
    const key = `unpaid:${o._id}`;
    if (!(o.due > 0)) {
      await this.deps.jobs.cancel({ dedupe_key: key }, 'the invoice was paid');
      return;
    }
    const setting = await this.deps.settings.unpaid();
    if (!setting) {
      this.tellMissingOnce(
        'unpaid',
        'no unpaid-invoice setting (receiving e-mail and time): unpaid alerts are not scheduled',
      );
      return;
    }
    this.toldMissing.delete('unpaid');
    const runAt = new Date(new Date(o.created_at).getTime() + setting.minutes * 60_000);
    if (this.isStale(runAt)) return;
    const snap = snapshot(o);
    await this.deps.jobs.schedule({
      kind: 'unpaid_alert',
      dedupe_key: key,
      to: setting.email,
      subject: `Unpaid invoice #${o.invoice_no}`,
      ref: o._id,
      data: { order: snap, minutes: setting.minutes },
      run_at: runAt,
    });
  }

  private async planExpiry(o: OrderDoc): Promise<void> {
    const runAt =
      o.additional && o.expire_date && o.alert !== null && o.alert >= 0
        ? expiryReminderTime(o.expire_date, o.alert, this.deps.time)
        : null;
    const key = runAt ? `expiry:${o._id}:${o.expire_date}:${o.alert}` : null;
    await this.deps.jobs.cancel(
      { kind: 'expiry_reminder', ref: o._id, ...(key ? { dedupe_key: { $ne: key } } : {}) },
      'the expiry date or alert days changed',
    );
    if (!runAt || !key) return;
    const to = await this.deps.settings.receivingEmail();
    if (!to) {
      this.tellMissingOnce(
        'expiry',
        'no receiving e-mail (unpaid-invoice setting): expiry reminders are not scheduled',
      );
      return;
    }
    this.toldMissing.delete('expiry');
    if (this.isStale(runAt)) return;
    await this.deps.jobs.schedule({
      kind: 'expiry_reminder',
      dedupe_key: key,
      to,
      subject: `Expiry reminder: invoice #${o.invoice_no}`,
      ref: o._id,
      data: { order: snapshot(o) },
      run_at: runAt,
    });
  }

  /** Renders from the projection at send time, so the mail shows the latest payment; paid = cancelled. */
  readonly renderUnpaid: Renderer = async (job, branding) => {
    const o = await this.orders.findById(job.ref).lean<OrderDoc>();
    if (!o) return { cancel: 'the order was deleted' };
    if (!(o.due > 0)) return { cancel: 'the invoice was paid' };
    return renderUnpaidAlert(branding, this.deps.time, snapshot(o), Number(job.data.minutes));
  };

  /**
   * Rendered from the projection when it goes, so the reminder and its PDF show the latest payments; paid
   * or gone since it was planned = cancelled. An invoice whose last event carried no snapshot (older than
   * the snapshot field) is reminded without the PDF rather than not at all.
   */
  readonly renderCustomerReminder: Renderer = async (job, branding) => {
    const o = await this.orders.findById(job.ref).lean<OrderDoc>();
    if (!o) return { cancel: 'the order was deleted or voided' };
    if (!(o.due > 0)) return { cancel: 'the invoice was paid' };
    if (!(await this.deps.settings.customerReminderDays())) return { cancel: 'customer reminders are off' };
    const invoice = invoiceSnapshot(o.invoice);
    const pdf = invoice ? await this.deps.documents.attachment(invoice, branding) : null;
    return renderCustomerReminder(branding, this.deps.time, snapshot(o), o.due_date ?? null, pdf);
  };

  readonly renderExpiry: Renderer = async (job, branding) => {
    const o = await this.orders.findById(job.ref).lean<OrderDoc>();
    if (!o) return { cancel: 'the order was deleted' };
    return renderExpiryReminder(branding, this.deps.time, snapshot(o));
  };

  private isStale(runAt: Date): boolean {
    return runAt.getTime() < this.deps.clock.now().getTime() - this.deps.staleAfterMs;
  }

  private tellMissingOnce(what: string, message: string): void {
    if (this.toldMissing.has(what)) return;
    this.toldMissing.add(what);
    this.deps.logger.warn(message);
  }
}
