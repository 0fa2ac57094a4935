import { formatDateTime } from '@voltdesk/app-core';
import {
  authEndpoints,
  contentEndpoints,
  CUSTOMER_ACTIVITY,
  notifyEndpoints,
  posEndpoints,
  type ActivityServiceName,
  type ActivityView,
  type EndpointMap,
} from '@voltdesk/contracts';

/** The definitions of each service the log records, by the name the log keeps (the spec's name). */
const DEFINITIONS: Readonly<Record<ActivityServiceName, EndpointMap>> = {
  auth: authEndpoints,
  content: contentEndpoints,
  pos: posEndpoints,
  notify: notifyEndpoints,
};

/** `updateServicePage` → 'update service page'. */
const wordsOf = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');

/**
 * What the admin did, in words: "updated post", "added category", "changed their password", as the
 * endpoint's definition says it. A name no definition has (a write recorded before it was renamed) is
 * quoted rather than guessed at.
 */
export function actionOf(service: ActivityServiceName, endpoint: string): string {
  const endpoints = DEFINITIONS[service];
  const activity = Object.hasOwn(endpoints, endpoint) ? endpoints[endpoint]?.activity : undefined;
  return activity ?? `did “${wordsOf(endpoint)}”`;
}

const roleWords: Readonly<Record<string, string>> = { owner: 'owner', editor: 'editor', clerk: 'clerk' };

/**
 * "Ada Lovelace (editor)"; the admin's e-mail, or their id, when the name is not known. A customer's own
 * online action: "Customer Priya Shah (online)".
 */
export function whoOf(entry: ActivityView): string {
  if (entry.actor === 'customer') return `Customer ${entry.admin_name ?? entry.admin_id} (online)`;
  const name = entry.admin_name ?? entry.admin_email ?? `Admin ${entry.admin_id}`;
  const role = entry.role ?? 'admin';
  return `${name} (${roleWords[role] ?? role})`;
}

/** What a customer did online, in CUSTOMER_ACTIVITY's words. */
function customerActionOf(endpoint: string): string {
  return Object.hasOwn(CUSTOMER_ACTIVITY, endpoint)
    ? CUSTOMER_ACTIVITY[endpoint as keyof typeof CUSTOMER_ACTIVITY]
    : `did “${wordsOf(endpoint)}”`;
}

/**
 * "Ada Lovelace (editor) updated post 'Spring offers'"; "Customer Priya Shah (online) accepted
 * 'Quote Q-000012'".
 */
export function describeActivity(entry: ActivityView): string {
  const what = entry.label ? ` ‘${entry.label}’` : '';
  const action =
    entry.actor === 'customer' ? customerActionOf(entry.endpoint) : actionOf(entry.service, entry.endpoint);
  return `${whoOf(entry)} ${action}${what}`;
}

/** "26 Nov 2026 10:14", in the business's locale and on its clock. */
export const whenOf = (iso: string): string => formatDateTime(iso).replace(',', '');
