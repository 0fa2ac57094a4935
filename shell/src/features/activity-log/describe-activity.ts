import { formatDateTime } from '@voltdesk/app-core';
import type { ActivityView } from '@voltdesk/contracts';

/**
 * What some endpoints do, where their name alone reads badly ("user status", "page insert") or names the
 * wrong thing (`deleteNewsLetter` removes a subscriber; svc-content's services are the site's service pages).
 */
const PHRASES: Readonly<Record<string, string>> = {
  adminRegister: 'added admin',
  userStatus: 'changed the status of admin',
  userRole: 'changed the role of admin',
  changePassword: 'changed their password',
  updateProfile: 'updated their profile',
  logoutEverywhere: 'signed out everywhere',
  updateSiteData: 'updated the site settings',
  createSingleSetup: 'changed the setup',
  pageInsert: 'added page',
  insertBannerpage: 'added banner page',
  updateBannerpage: 'updated banner page',
  deleteBannerpage: 'deleted banner page',
  insertService: 'added service page',
  updateService: 'updated service page',
  deleteService: 'deleted service page',
  deleteNewsLetter: 'deleted subscriber',
  sendNewsLetter: 'sent newsletter',
  newsletterPreview: 'previewed newsletter',
  newsletterTest: 'sent themselves a test of newsletter',
  duePay: 'took a payment on order',
};

/** Leading verbs of endpoint names, as a person says them done. */
const VERBS: Readonly<Record<string, string>> = {
  insert: 'added',
  create: 'added',
  add: 'added',
  update: 'updated',
  delete: 'deleted',
  restore: 'restored',
  upload: 'uploaded',
  send: 'sent',
  retry: 'retried',
  email: 'e-mailed',
  void: 'voided',
  credit: 'credited',
  accept: 'accepted',
  decline: 'declined',
  convert: 'converted',
};

/** `updateServicePage` → ['update', 'service', 'page']. */
const wordsOf = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);

/** What the admin did, in words: "updated post", "added category", "changed their password". */
export function actionOf(endpoint: string): string {
  const phrase = PHRASES[endpoint];
  if (phrase) return phrase;
  const [first = '', ...rest] = wordsOf(endpoint);
  const verb = VERBS[first];
  return verb ? [verb, ...rest].join(' ') : `did “${[first, ...rest].join(' ')}”`;
}

const roleWords: Readonly<Record<string, string>> = { owner: 'owner', editor: 'editor', clerk: 'clerk' };

/** "Ada Lovelace (editor)"; the admin's e-mail, or their id, when the name is not known. */
export function whoOf(entry: ActivityView): string {
  const name = entry.admin_name ?? entry.admin_email ?? `Admin ${entry.admin_id}`;
  return `${name} (${roleWords[entry.role] ?? entry.role})`;
}

/** "Ada Lovelace (editor) updated post 'Spring offers'". */
export function describeActivity(entry: ActivityView): string {
  const what = entry.label ? ` ‘${entry.label}’` : '';
  return `${whoOf(entry)} ${actionOf(entry.endpoint)}${what}`;
}

/** "26 Nov 2026 10:14", in the business's locale and on its clock. */
export const whenOf = (iso: string): string => formatDateTime(iso).replace(',', '');
