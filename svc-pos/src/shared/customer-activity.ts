import type Koa from 'koa';
import { posEndpoints, type CustomerActivityEndpoint } from '@voltdesk/contracts';
import { activityEvent, activitySinkOf } from '@voltdesk/service-kit';

/** One of a customer's own online actions, as the Activity Log keeps it. */
export interface CustomerAction {
  /** The endpoint it came through (the log says it with CUSTOMER_ACTIVITY's words). */
  endpoint: CustomerActivityEndpoint;
  /** Who, as svc-pos knows them: `customer:<id>`, or `quote:<id>` / `invoice:<id>` for a document's. */
  who: string;
  /** Their name, as svc-pos has it (the document's customer, or the customer record). */
  name: string | null | undefined;
  /** The document's id, when the action is on one. */
  target?: string;
  /** What a person calls it: "Quote Q-000012", "Invoice #41, £70.00". */
  label?: string;
}

const MAX_TEXT = 200;
const cut = (text: string | null | undefined) => (text?.trim() ? text.trim().slice(0, MAX_TEXT) : undefined);

/**
 * Writes a customer's online action to the admin Activity Log, on the path every admin write takes
 * (docs/decisions/0010-activity-log.md: `admin.activity`, fire-and-forget, kept by svc-auth), so the
 * owners see what customers did beside what staff did. The document's own trail records the change
 * itself; this never fails or delays the customer's request.
 */
export function recordCustomerAction(app: Koa, action: CustomerAction): void {
  const sink = activitySinkOf(app);
  if (!sink) return;
  const def = posEndpoints[action.endpoint];
  const name = cut(action.name);
  const target = cut(action.target);
  const label = cut(action.label);
  sink(
    activityEvent('svc-pos', {
      admin_id: action.who,
      actor: 'customer',
      ...(name ? { actor_name: name } : {}),
      service: 'pos',
      endpoint: action.endpoint,
      method: def.method as 'POST',
      path: def.path,
      status: 200,
      ...(target ? { target } : {}),
      ...(label ? { label } : {}),
    }),
  );
}
