import { bearer, useHarness } from '../test-support/harness';

const h = useHarness();

const admin = (path: string) => h.api().get(path).set(bearer(h.admin));

describe('CMS lists: server-side paging and search', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 25; i += 1) {
      await h
        .api()
        .post('/api/admin/insertCharge')
        .set(bearer(h.admin))
        .send({ service: i % 5 === 0 ? `EV charger fit ${i}` : `Rewire room ${i}`, rate: `£${i}` })
        .expect(201);
    }
  });

  it('without a page answers the whole list, as the screens built before paging expect', async () => {
    const res = await admin('/api/admin/getCharge').expect(200);
    expect(res.body.data).toHaveLength(25);
    expect(res.body.meta).toEqual({ page: 1, per_page: 25, total: 25 });
  });

  it('answers the asked page, oldest first, with the total', async () => {
    const second = await admin('/api/admin/getCharge?page=2&per_page=10').expect(200);
    expect(second.body.data.map((c: { rate: string }) => c.rate)).toEqual(
      Array.from({ length: 10 }, (_, i) => `£${i + 11}`),
    );
    expect(second.body.meta).toEqual({ page: 2, per_page: 10, total: 25 });
    const last = await admin('/api/admin/getCharge?page=3&per_page=10').expect(200);
    expect(last.body.data).toHaveLength(5);
    const beyond = await admin('/api/admin/getCharge?page=9&per_page=10').expect(200);
    expect(beyond.body).toMatchObject({ data: [], meta: { page: 9, per_page: 10, total: 25 } });
  });

  it('searches case-insensitively and literally, and pages the matches', async () => {
    const found = await admin('/api/admin/getCharge?search=ev%20CHARGER&per_page=2').expect(200);
    expect(found.body.data.map((c: { service: string }) => c.service)).toEqual([
      'EV charger fit 5',
      'EV charger fit 10',
    ]);
    expect(found.body.meta).toEqual({ page: 1, per_page: 2, total: 5 });
    // Regular-expression characters match themselves, never as a pattern.
    await admin('/api/admin/getCharge?search=.*').expect(200, {
      data: [],
      meta: { page: 1, per_page: 1, total: 0 },
    });
    const byRate = await admin('/api/admin/getCharge?search=£2').expect(200);
    expect(byRate.body.meta.total).toBe(7); // £2 and £20..£25
  });

  it('refuses a bad page or an over-long search with the field named', async () => {
    const res = await admin(`/api/admin/getCharge?page=0&per_page=500&search=${'x'.repeat(201)}`).expect(422);
    expect(Object.keys(res.body.data).sort()).toEqual(['page', 'per_page', 'search']);
  });

  it('shows visitors the active records of a shared list, and an admin all of them', async () => {
    const made = [];
    for (const name of ['Ann', 'Bob', 'Cat']) {
      const res = await h
        .api()
        .post('/api/admin/insertTestimonial')
        .set(bearer(h.admin))
        .send({ name, text: `Said by ${name}` })
        .expect(201);
      made.push(res.body.data);
    }
    await h
      .api()
      .put('/api/admin/updateTestimonial')
      .set(bearer(h.admin))
      .send({ ...made[1], status: 0 })
      .expect(200);
    const visitor = await h.api().get('/api/getTestimonial?search=said').expect(200);
    expect(visitor.body.data.map((t: { name: string }) => t.name)).toEqual(['Ann', 'Cat']);
    const cms = await admin('/api/getTestimonial?search=said&page=1&per_page=2').expect(200);
    expect(cms.body.data.map((t: { name: string }) => t.name)).toEqual(['Ann', 'Bob']);
    expect(cms.body.meta).toEqual({ page: 1, per_page: 2, total: 3 });
  });

  it('pages and searches the post list for the CMS beyond 200 posts', async () => {
    for (let i = 1; i <= 3; i += 1) {
      await h.models.posts.create({
        title: i === 2 ? 'Consumer unit upgrade' : `Safety tip ${i}`,
        slug: `post-${i}`,
        description: '<p>x</p>',
        image: '/media/content/x.png',
        status: 1,
        written: new Date(Date.UTC(2020, 0, i)),
        author_id: 'seed',
      });
    }
    const found = await admin('/api/getPost?search=consumer').expect(200);
    expect(found.body.data.map((p: { title: string }) => p.title)).toEqual(['Consumer unit upgrade']);
    expect(found.body.meta).toEqual({ page: 1, per_page: 12, total: 1 });
    const oldest = await admin('/api/getPost?page=3&per_page=1').expect(200);
    expect(oldest.body.data[0].title).toBe('Safety tip 1');
  });

  it('pages and searches navbars, pages and subscribers the same way', async () => {
    for (const name of ['Home', 'About us', 'Contact']) {
      await h
        .api()
        .post('/api/admin/insertNavbar')
        .set(bearer(h.admin))
        .send({ name, priority: 1 })
        .expect(201);
      await h
        .api()
        .post('/api/admin/pageInsert')
        .set(bearer(h.admin))
        .send({ name, description: `<p>${name}</p>` })
        .expect(201);
    }
    const nav = await admin('/api/admin/allNavbar?search=us&per_page=1').expect(200);
    expect(nav.body.data.map((n: { name: string }) => n.name)).toEqual(['About us']);
    expect(nav.body.meta).toEqual({ page: 1, per_page: 1, total: 1 });
    const pages = await admin('/api/admin/pages?page=2&per_page=2').expect(200);
    expect(pages.body.data.map((p: { name: string }) => p.name)).toEqual(['Contact']);
    expect(pages.body.meta).toEqual({ page: 2, per_page: 2, total: 3 });

    for (const [name, email] of [
      ['Dee', 'dee@example.com'],
      ['Eve', 'eve@sample.org'],
    ]) {
      await h.api().post('/api/insertNewsLetter').send({ name, email }).expect(200);
    }
    const subs = await admin('/api/admin/getNewsLetter?search=SAMPLE.org').expect(200);
    expect(subs.body.data.map((s: { name: string }) => s.name)).toEqual(['Eve']);
    expect(subs.body.meta).toEqual({ page: 1, per_page: 1, total: 1 });
  });
});
