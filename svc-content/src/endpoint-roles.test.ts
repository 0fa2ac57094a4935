import { randomUUID } from 'node:crypto';
import { routeTable } from '@voltdesk/contracts';
import { walkEndpointRoles } from '@voltdesk/service-kit/testing';
import { bearer, useHarness } from './test-support/harness';

/** Every admin endpoint of svc-content lets in exactly the roles its definition names. */
const h = useHarness();
beforeAll(async () => {
  // An inactive testimonial: what an editor's token adds to getTestimonial, and a clerk's must not.
  const created = await h
    .api()
    .post('/api/admin/insertTestimonial')
    .set(bearer(h.admin))
    .send({ name: 'Priya', text: 'Tidy work.' })
    .expect(201);
  await h
    .api()
    .put('/api/admin/updateTestimonial')
    .set(bearer(h.admin))
    .send({ id: created.body.data.id, name: 'Priya', text: 'Tidy work.', status: 0 })
    .expect(200);
});

it('walks the admin endpoints of the route table with each role: editors and owners in, clerks out', async () => {
  const { checked, problems } = await walkEndpointRoles({
    service: 'content',
    api: h.api,
    tokenOf: (role) => h.sign({ sub: randomUUID(), role }),
  });
  expect(problems).toEqual([]);
  const admin = routeTable.filter((r) => r.service === 'content' && r.access === 'admin');
  const extras = routeTable.filter((r) => r.service === 'content' && r.access === 'public-admin-extras');
  // Three roles per admin endpoint; the clerk alone per endpoint with admin extras.
  expect(checked).toBe(admin.length * 3 + extras.length);
  expect(admin.length).toBeGreaterThan(30);
});

it("serves a clerk the visitors' testimonials and an editor the inactive one too", async () => {
  const as = async (role: 'editor' | 'clerk') =>
    (
      await h
        .api()
        .get('/api/getTestimonial')
        .set(bearer(await h.sign({ sub: randomUUID(), role })))
    ).body.data as unknown[];
  expect(await as('clerk')).toEqual([]);
  expect(await as('editor')).toHaveLength(1);
});
