import { createLocalJWKSet, jwtVerify } from 'jose';
import { bearer, DEV_ADMIN, startHarness, type Harness } from '../../test/harness';
import { ROLE_PERMISSIONS_SAVED } from './routes';

/**
 * Owners decide whether clerks see the Reports and change the VAT settings: a permission of the role,
 * signed into each token (`perms`) for every service to enforce. By default clerks have the reports and
 * not the VAT settings.
 */
let h: Harness;
let owner: string;
let clerk: string;

beforeAll(async () => {
  h = await startHarness({ prefix: 'auth_role_permissions' });
  owner = await h.login(DEV_ADMIN.email, DEV_ADMIN.password);
  await h
    .api()
    .post('/api/admin/adminregister')
    .set(bearer(owner))
    .send({ name: 'Clara', email: 'clara@example.com', password: 'clara-password', role: 'clerk' })
    .expect(201);
  clerk = await h.login('clara@example.com', 'clara-password');
});
afterAll(async () => h.stop());

const permsOf = async (token: string) =>
  (await jwtVerify(token, createLocalJWKSet(h.keys.jwks))).payload.perms;
const update = (body: object, token = owner) =>
  h.api().put('/api/admin/updateRolePermissions').set(bearer(token)).send(body);

it('gives clerks the reports and not the VAT settings by default; owners every permission', async () => {
  const list = await h.api().get('/api/admin/rolePermissions').set(bearer(owner)).expect(200);
  expect(list.body.data).toEqual([{ role: 'clerk', permissions: ['reports'] }]);
  expect(await permsOf(clerk)).toEqual(['reports']);
  expect(await permsOf(owner)).toEqual(['reports', 'vat_settings']);
  const me = await h.api().get('/api/admin/users').set(bearer(clerk)).expect(200);
  expect(me.body.data).toMatchObject({ role: 'clerk', permissions: ['reports'] });
  const own = await h.api().get('/api/admin/users').set(bearer(owner)).expect(200);
  expect(own.body.data.permissions).toEqual(['reports', 'vat_settings']);
});

it('is the owners’: a clerk may neither read nor change the permissions', async () => {
  await h.api().get('/api/admin/rolePermissions').set(bearer(clerk)).expect(403);
  const refused = await update({ role: 'clerk', permissions: ['reports', 'vat_settings'] }, clerk).expect(
    403,
  );
  expect(refused.body.message).toBe('Your role (clerk) does not allow this. Ask an owner if you need it.');
});

it('validates the role and the permissions', async () => {
  const bad = await update({ role: 'owner', permissions: ['everything'] }).expect(422);
  expect(Object.keys(bad.body.data).sort()).toEqual(['permissions.0', 'role'].sort());
});

it("a change ends the clerks' sessions; signed in again, their token carries the new permissions", async () => {
  const res = await update({ role: 'clerk', permissions: ['vat_settings'] }).expect(200);
  expect(res.body).toMatchObject({
    data: { role: 'clerk', permissions: ['vat_settings'] },
    message: ROLE_PERMISSIONS_SAVED,
  });
  await h.api().get('/api/admin/users').set(bearer(clerk)).expect(401);
  clerk = await h.login('clara@example.com', 'clara-password');
  expect(await permsOf(clerk)).toEqual(['vat_settings']);
  const list = await h.api().get('/api/admin/rolePermissions').set(bearer(owner)).expect(200);
  expect(list.body.data).toEqual([{ role: 'clerk', permissions: ['vat_settings'] }]);
  // The owner's own session is untouched; the same set again ends nobody's.
  await h.api().get('/api/admin/users').set(bearer(owner)).expect(200);
  await update({ role: 'clerk', permissions: ['vat_settings'] }).expect(200);
  await h.api().get('/api/admin/users').set(bearer(clerk)).expect(200);
});
