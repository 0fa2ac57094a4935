import { createLocalJWKSet, jwtVerify } from 'jose';
import { bearer, DEV_ADMIN, startHarness, type Harness } from '../../test/harness';
import { migrateUserRoles } from '../shared/user-model';
import { USER_MESSAGES } from './service';

let h: Harness;
let owner: string;
let ownerId: string;

beforeAll(async () => {
  h = await startHarness({ prefix: 'auth_roles' });
  const res = await h.api().post('/api/login').send({ email: DEV_ADMIN.email, password: DEV_ADMIN.password });
  owner = res.body.data.access_token;
  ownerId = res.body.data.id;
});
afterAll(async () => h.stop());

const register = (body: object, token = owner) =>
  h.api().post('/api/admin/adminregister').set(bearer(token)).send(body);
const setRole = (id: string, role: string, token = owner) =>
  h.api().put('/api/admin/userRole').set(bearer(token)).send({ id, role });
const roleClaimOf = async (token: string) =>
  (await jwtVerify(token, createLocalJWKSet(h.keys.jwks))).payload.role;

it('the first admin is an owner: in the login answer, the token and the user record', async () => {
  const res = await h.api().post('/api/login').send({ email: DEV_ADMIN.email, password: DEV_ADMIN.password });
  expect(res.body.data.role).toBe('owner');
  expect(await roleClaimOf(res.body.data.access_token)).toBe('owner');
  const me = await h.api().get('/api/admin/users').set(bearer(owner)).expect(200);
  expect(me.body.data).toMatchObject({ id: ownerId, role: 'owner' });
});

it('an owner adds an editor; the editor signs in with that role and cannot manage admins', async () => {
  const res = await register({
    name: 'Eddie',
    email: 'eddie@example.com',
    password: 'eddie-password',
    role: 'editor',
  }).expect(201);
  expect(res.body.data).toMatchObject({ email: 'eddie@example.com', role: 'editor' });
  const editor = await h.login('eddie@example.com', 'eddie-password');
  expect(await roleClaimOf(editor)).toBe('editor');

  // Their own record and profile are every admin's.
  await h.api().get('/api/admin/users').set(bearer(editor)).expect(200);
  await h.api().post('/api/updateProfile').set(bearer(editor)).send({ name: 'Eddie E' }).expect(200);
  // The admin accounts are the owners'.
  const refused = await h.api().get('/api/admin/userlist').set(bearer(editor)).expect(403);
  expect(refused.body.message).toBe('Your role (editor) does not allow this. Ask an owner if you need it.');
  await register({ name: 'X', email: 'x@example.com', password: 'x-password-1' }, editor).expect(403);
  await setRole(ownerId, 'clerk', editor).expect(403);
  await h.api().get(`/api/admin/userstatus?id=${ownerId}`).set(bearer(editor)).expect(403);
  expect(await h.users.countDocuments({ email: 'x@example.com' })).toBe(0);
  expect((await h.users.findById(ownerId).lean())!.role).toBe('owner');
});

it('a new admin without a role is an owner, as every admin was before roles; an unknown role is refused', async () => {
  const res = await register({ name: 'Olive', email: 'olive@example.com', password: 'olive-password' });
  expect(res.status).toBe(201);
  expect(res.body.data.role).toBe('owner');
  const bad = await register({ name: 'Z', email: 'z@example.com', password: 'z-password-1', role: 'root' });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.data)).toEqual(['role']);
  await setRole(res.body.data.id, 'admin').expect(422);
});

it("changing a role ends the admin's sessions; signed in again, they have the new role", async () => {
  const created = await register({
    name: 'Clara',
    email: 'clara@example.com',
    password: 'clara-password',
    role: 'clerk',
  }).expect(201);
  const id = created.body.data.id as string;
  const asClerk = await h.login('clara@example.com', 'clara-password');
  await h.api().get('/api/admin/users').set(bearer(asClerk)).expect(200);

  const res = await setRole(id, 'editor').expect(200);
  expect(res.body).toMatchObject({
    data: { id, role: 'editor' },
    message: expect.stringMatching(/Role updated/),
  });
  // The clerk token would otherwise keep its old role until it expires.
  await h.api().get('/api/admin/users').set(bearer(asClerk)).expect(401);
  const asEditor = await h.login('clara@example.com', 'clara-password');
  expect(await roleClaimOf(asEditor)).toBe('editor');

  // The same role again changes nothing and signs nobody out.
  await setRole(id, 'editor').expect(200);
  await h.api().get('/api/admin/users').set(bearer(asEditor)).expect(200);
  await setRole('64b7f0c2a1b2c3d4e5f60799', 'clerk').expect(404);
});

it('the last active owner keeps the role; with another owner, an owner may step down', async () => {
  const others = await h.users.find({ role: 'owner', _id: { $ne: ownerId } }, { _id: 1 }).lean();
  // Leaves the first admin the only active owner.
  for (const o of others) await setRole(String(o._id), 'editor').expect(200);
  const refused = await setRole(ownerId, 'editor').expect(409);
  expect(refused.body.message).toBe(USER_MESSAGES.lastOwnerRole);
  expect((await h.users.findById(ownerId).lean())!.role).toBe('owner');

  const second = await register({
    name: 'Second',
    email: 'second@example.com',
    password: 'second-password',
    role: 'owner',
  }).expect(201);
  const res = await setRole(ownerId, 'editor').expect(200);
  expect(res.body.data.role).toBe('editor');
  // Their own token went with the old role; the second owner carries on.
  await h.api().get('/api/admin/users').set(bearer(owner)).expect(401);
  const secondToken = await h.login('second@example.com', 'second-password');
  await setRole(ownerId, 'owner', secondToken).expect(200);
  await setRole(second.body.data.id, 'clerk', secondToken).expect(200);
  owner = await h.login(DEV_ADMIN.email, DEV_ADMIN.password);
  // An Inactive owner does not count: deactivated, the first admin's colleague cannot be the last one.
  const third = await register({
    name: 'Third',
    email: 'third@example.com',
    password: 'third-password',
    role: 'owner',
  }).expect(201);
  await h.api().get(`/api/admin/userstatus?id=${third.body.data.id}`).set(bearer(owner)).expect(200);
  await setRole(ownerId, 'clerk').expect(409);
});

it('accounts from before roles are owners: at sign-in at once, and in the data after the migration', async () => {
  const { insertedId } = await h.users.collection.insertOne({
    name: 'Legacy',
    email: 'legacy@example.com',
    password_hash: await h.hasher.hash('legacy-password'),
    avatar: null,
    user_type: 'admin',
    status: 1,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  });
  const token = await h.login('legacy@example.com', 'legacy-password');
  expect(await roleClaimOf(token)).toBe('owner');
  expect(await migrateUserRoles(h.users)).toBe(1);
  expect((await h.users.findById(insertedId).lean())!.role).toBe('owner');
  expect(await migrateUserRoles(h.users)).toBe(0);
});
