import {
  authEndpoints,
  contentEndpoints,
  notifyEndpoints,
  posEndpoints,
  type ActivityServiceName,
} from '@voltdesk/contracts';
import { actionOf, describeActivity } from './describe-activity';

/** Every endpoint the activity log can hold: the admin writes of the four services. */
const writes = Object.entries({
  auth: authEndpoints,
  content: contentEndpoints,
  pos: posEndpoints,
  notify: notifyEndpoints,
}).flatMap(([service, endpoints]) =>
  Object.entries(endpoints as Record<string, { method: string; access: string; writes?: boolean }>)
    .filter(([, def]) => def.access !== 'public' && (def.method !== 'GET' || def.writes === true))
    .map(([name]) => [service as ActivityServiceName, name] as const),
);

it('says every admin write in words, none as its endpoint name', () => {
  expect(writes.length).toBeGreaterThan(50);
  const unread = writes.filter(([service, name]) => /^did /.test(actionOf(service, name)));
  expect(unread).toEqual([]);
});

it('says a write as its definition does', () => {
  expect(actionOf('content', 'deleteNewsLetter')).toBe(contentEndpoints.deleteNewsLetter.activity);
  expect(actionOf('pos', 'duePay')).toBe(posEndpoints.duePay.activity);
  expect(actionOf('notify', 'newsletterTest')).toBe(notifyEndpoints.newsletterTest.activity);
  expect(actionOf('auth', 'userStatus')).toBe(authEndpoints.userStatus.activity);
});

it('names what a write really touches, in the words the log has always used', () => {
  expect(actionOf('pos', 'duePay')).toBe('took a payment on order');
  expect(actionOf('content', 'deleteNewsLetter')).toBe('deleted subscriber');
  expect(actionOf('content', 'sendNewsLetter')).toBe('sent newsletter');
  expect(actionOf('content', 'insertService')).toBe('added service page');
  expect(actionOf('content', 'pageInsert')).toBe('added page');
  expect(actionOf('content', 'createSingleSetup')).toBe('changed the setup');
  expect(actionOf('auth', 'userRole')).toBe('changed the role of admin');
  expect(actionOf('notify', 'newsletterTest')).toBe('sent themselves a test of newsletter');
  expect(actionOf('content', 'updatePost')).toBe('updated post');
});

it('quotes a name no definition of its service has instead of guessing', () => {
  expect(actionOf('content', 'archivePost')).toBe('did “archive post”');
  expect(actionOf('auth', 'updatePost')).toBe('did “update post”');
  expect(actionOf('content', 'constructor')).toBe('did “constructor”');
});

it("says a customer's own online action with the customer's name, never as an admin's", () => {
  const entry = {
    id: '01JCUSTOMERACTION000000000',
    admin_id: 'quote:a1a1a1a1a1a1a1a1a1a1a1a1',
    admin_name: 'Priya Shah',
    admin_email: null,
    actor: 'customer' as const,
    role: null,
    service: 'pos' as const,
    endpoint: 'acceptQuoteOnline',
    method: 'POST',
    path: 'acceptQuoteOnline',
    target: 'a1a1a1a1a1a1a1a1a1a1a1a1',
    label: 'Quote Q-000012',
    status: 200,
    request_id: null,
    at: '2026-11-29T10:00:00.000Z',
  };
  expect(describeActivity(entry)).toBe('Customer Priya Shah (online) accepted ‘Quote Q-000012’');
  expect(describeActivity({ ...entry, endpoint: 'stripeWebhook', label: 'Invoice #41, £70.00' })).toBe(
    'Customer Priya Shah (online) paid by card online ‘Invoice #41, £70.00’',
  );
  expect(describeActivity({ ...entry, endpoint: 'portalSignIn', label: null })).toBe(
    'Customer Priya Shah (online) signed in to the portal',
  );
  // The same endpoint name from an admin would be an admin's (there is none: it is public).
  expect(describeActivity({ ...entry, actor: 'admin', role: 'owner', admin_name: 'Ada' })).toMatch(
    /^Ada \(owner\) did /,
  );
});
