import { authEndpoints, contentEndpoints, notifyEndpoints, posEndpoints } from '@voltdesk/contracts';
import { actionOf } from './describe-activity';

/** Every endpoint the activity log can hold: the admin writes of the four services. */
const writes = [authEndpoints, contentEndpoints, posEndpoints, notifyEndpoints].flatMap((endpoints) =>
  Object.entries(endpoints as Record<string, { method: string; access: string; writes?: boolean }>)
    .filter(([, def]) => def.access !== 'public' && (def.method !== 'GET' || def.writes === true))
    .map(([name]) => name),
);

it('says every admin write in words, none as its endpoint name', () => {
  expect(writes.length).toBeGreaterThan(50);
  const unread = writes.filter((name) => /^did /.test(actionOf(name)));
  expect(unread).toEqual([]);
});

it('names what a write really touches', () => {
  expect(actionOf('duePay')).toBe('took a payment on order');
  expect(actionOf('deleteNewsLetter')).toBe('deleted subscriber');
  expect(actionOf('sendNewsLetter')).toBe('sent newsletter');
  expect(actionOf('insertService')).toBe('added service page');
  expect(actionOf('updatePost')).toBe('updated post');
});
