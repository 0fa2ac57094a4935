import { Types } from 'mongoose';
import { bearer, DEV_ADMIN, startHarness, type Harness } from '../../test/harness';

/**
 * `GET admin/adminNames`: any signed-in admin may name other admins by id, names only.
 * In tests every answer is also checked against `auth.views.adminName` by service-kit, so an extra field
 * (an e-mail, a role) would fail the call, not only the `toEqual`s below.
 */
let h: Harness;
let owner: string;
let ownerId: string;
const ids: Record<'editor' | 'clerk' | 'gone', string> = { editor: '', clerk: '', gone: '' };
const tokens: Record<'editor' | 'clerk', string> = { editor: '', clerk: '' };

beforeAll(async () => {
  h = await startHarness({ prefix: 'auth_admin_names' });
  const res = await h.api().post('/api/login').send({ email: DEV_ADMIN.email, password: DEV_ADMIN.password });
  owner = res.body.data.access_token;
  ownerId = res.body.data.id;
  const add = async (name: string, email: string, role: string) => {
    const created = await h
      .api()
      .post('/api/admin/adminregister')
      .set(bearer(owner))
      .send({ name, email, password: `${email}-password`, role })
      .expect(201);
    return created.body.data.id as string;
  };
  ids.editor = await add('Edie Editor', 'edie@example.com', 'editor');
  ids.clerk = await add('Cal Clerk', 'cal@example.com', 'clerk');
  ids.gone = await add('Gus Gone', 'gus@example.com', 'editor');
  // Deactivated: Gus can no longer sign in, but the revisions he saved are still there to be named.
  await h.api().get(`/api/admin/userstatus?id=${ids.gone}`).set(bearer(owner)).expect(200);
  tokens.editor = await h.login('edie@example.com', 'edie@example.com-password');
  tokens.clerk = await h.login('cal@example.com', 'cal@example.com-password');
});
afterAll(async () => h.stop());

const names = (query: string, token: string | null = owner) => {
  const call = h.api().get(`/api/admin/adminNames${query}`);
  return token ? call.set(bearer(token)) : call;
};

it('names the admins asked for, to every role, in the order asked, the Inactive one too', async () => {
  const asked = `?ids=${ids.clerk},${ownerId},${ids.gone},${ids.editor}`;
  const expected = [
    { id: ids.clerk, name: 'Cal Clerk' },
    { id: ownerId, name: 'Admin' },
    { id: ids.gone, name: 'Gus Gone' },
    { id: ids.editor, name: 'Edie Editor' },
  ];
  for (const token of [owner, tokens.editor, tokens.clerk]) {
    const res = await names(asked, token).expect(200);
    expect(res.body).toEqual({ data: expected });
  }
});

it('leaves unknown ids out and names a repeated id once', async () => {
  const unknown = new Types.ObjectId().toString();
  const res = await names(`?ids=${unknown},${ids.editor},${ids.editor}`).expect(200);
  expect(res.body).toEqual({ data: [{ id: ids.editor, name: 'Edie Editor' }] });
  const none = await names(`?ids=${unknown}`).expect(200);
  expect(none.body).toEqual({ data: [] });
});

it('answers 401 without a token or with a bad one', async () => {
  await names(`?ids=${ids.editor}`, null).expect(401, { message: 'Unauthenticated.' });
  await names(`?ids=${ids.editor}`, 'not-a-token').expect(401);
});

it('refuses ids that are not ids, or none, with 422 naming the field in words', async () => {
  const invalid = (message: string) => ({ message: 'The given data was invalid.', data: { ids: [message] } });
  const format = invalid('The admins must be listed as 24-character IDs separated by commas.');
  for (const bad of [
    'nope',
    `${ids.editor},`,
    `${ids.editor},,${ids.clerk}`,
    `${ids.editor}, ${ids.clerk}`,
    ids.editor.toUpperCase(),
    `${ids.editor}0`,
  ]) {
    const res = await names(`?ids=${encodeURIComponent(bad)}`).expect(422);
    expect(res.body).toEqual(format);
  }
  const missing = await names('').expect(422);
  expect(missing.body).toEqual(invalid('The admins field is required.'));
  const empty = await names('?ids=').expect(422);
  expect(empty.body).toEqual(invalid('The admins field is required.'));
  const extra = await names(`?ids=${ids.editor}&email=1`).expect(422);
  expect(extra.body.data).toEqual({ email: ['The email field is not allowed.'] });
});

it('answers up to 50 ids in one call and refuses 51', async () => {
  const many = (n: number) => [
    ids.editor,
    ...Array.from({ length: n - 1 }, () => new Types.ObjectId().toString()),
  ];
  const fifty = await names(`?ids=${many(50).join(',')}`).expect(200);
  expect(fifty.body).toEqual({ data: [{ id: ids.editor, name: 'Edie Editor' }] });
  const refused = await names(`?ids=${many(51).join(',')}`).expect(422);
  expect(refused.body).toEqual({
    message: 'The given data was invalid.',
    data: { ids: ['At most 50 admins may be named at once.'] },
  });
});
