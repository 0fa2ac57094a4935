import { Types, type QueryFilter } from 'mongoose';
import type { ActivityQuery, ActivityView, EventEnvelope } from '@voltdesk/contracts';
import { ValidationError, type BusinessTime } from '@voltdesk/service-kit';
import type { UserModel } from '../shared/user-model';
import type { ActivityDoc, ActivityModel } from './model';

export interface ActivityPage {
  entries: ActivityView[];
  meta: { page: number; per_page: number; total: number };
}

/** The activity log: stores the `admin.activity` events, answers the owners' screen. */
export class ActivityLog {
  constructor(
    private readonly deps: { activity: ActivityModel; users: UserModel; businessTime: BusinessTime },
  ) {}

  /**
   * Stores one entry, with the admin's name and e-mail as they are now (a customer's action: the name
   * svc-pos sent). Idempotent by the event id (a
   * redelivered event changes nothing).
   */
  async record(event: EventEnvelope<'admin.activity'>, requestId: string | undefined): Promise<void> {
    const { data } = event;
    // A customer's own online action (svc-pos) names the customer as svc-pos knows them: no admin record.
    const customer = data.actor === 'customer';
    const admin =
      !customer && Types.ObjectId.isValid(data.admin_id)
        ? await this.deps.users.findById(data.admin_id, { name: 1, email: 1 }).lean()
        : null;
    const entry: ActivityDoc = {
      _id: event.id,
      admin_id: data.admin_id,
      admin_name: customer ? (data.actor_name ?? null) : (admin?.name ?? null),
      admin_email: admin?.email ?? null,
      actor: customer ? 'customer' : 'admin',
      role: customer ? null : (data.role ?? null),
      service: data.service,
      endpoint: data.endpoint,
      method: data.method,
      path: data.path,
      target: data.target ?? null,
      label: data.label ?? null,
      status: data.status,
      request_id: requestId ?? null,
      at: new Date(event.time),
    };
    await this.deps.activity.updateOne({ _id: entry._id }, { $setOnInsert: entry }, { upsert: true });
  }

  /** A page of entries matching the filters, newest first. */
  async list(query: ActivityQuery): Promise<ActivityPage> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 25;
    // The dates are the business's calendar days (an owner in London in summer means midnight BST, not
    // UTC); `to` names a whole day: everything before the next midnight.
    const { businessTime } = this.deps;
    const from = (query.from && businessTime.dayStart(query.from)) || undefined;
    const to = (query.to && businessTime.dayEnd(query.to)) || undefined;
    if (from && to && from >= to)
      throw new ValidationError({ to: ['The end date must be on or after the start date.'] });
    const filter: QueryFilter<ActivityDoc> = {
      ...(query.admin ? { admin_id: query.admin } : {}),
      ...(query.service ? { service: query.service } : {}),
      ...(from || to ? { at: { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) } } : {}),
    };
    const [docs, total] = await Promise.all([
      this.deps.activity
        .find(filter)
        .sort({ at: -1, _id: -1 })
        .skip((page - 1) * perPage)
        .limit(perPage)
        .lean(),
      this.deps.activity.countDocuments(filter),
    ]);
    return { entries: docs.map(toView), meta: { page, per_page: perPage, total } };
  }
}

function toView(doc: ActivityDoc): ActivityView {
  const { _id, at, actor, role, ...rest } = doc;
  // Entries stored before customers' actions were logged have no actor: they are admins'.
  return { id: _id, ...rest, actor: actor ?? 'admin', role: role ?? null, at: at.toISOString() };
}
