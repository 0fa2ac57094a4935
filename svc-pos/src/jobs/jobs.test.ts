import { insertOrder, seedService, UNKNOWN_ID, usePos } from '../../test/harness';

// Monday 2 November 2026, 10:00 in London.
const h = usePos({ clock: { now: () => new Date('2026-11-02T10:00:00Z') } });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Job {
  id: string;
  customer_id: string;
  site_address: string;
  status: string;
  photos: string[];
  start_date: string | null;
  end_date: string | null;
}

let serviceId: string;
let landlordId: string;
let shopId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'Labour', 40);
  // Customer records come from the orders made for them (found or made by phone).
  const landlord = await insertOrder<{ customer_id: string }>(h, [{ id: serviceId }], {
    customer: { name: 'Lena Lord', phone: '07700 900201', email: 'lena@example.com', address: '1 Park Row' },
  });
  const shop = await insertOrder<{ customer_id: string }>(h, [{ id: serviceId }], {
    customer: { name: 'Sam Shop', phone: '07700 900202', email: 'sam@example.com', address: null },
  });
  landlordId = landlord.customer_id;
  shopId = shop.customer_id;
});

/** A job as the Jobs dialog sends it: multipart fields, the photos as files. */
function send(path: 'insertJob' | 'updateJob', fields: Record<string, string>, photos: Buffer[] = []) {
  let req = h.api().post(`/api/admin/${path}`).set(h.auth);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  photos.forEach((bytes, i) => {
    req = req.attach('photos', bytes, `site-${i + 1}.png`);
  });
  return req;
}

const rewire = () => ({
  customer_id: landlordId,
  site_address: 'Flat 2, 14 Albert Road, Leeds LS6 1AA',
  description: 'Rewire the ground floor',
  start_date: '2026-11-09',
  end_date: '2026-11-13',
  notes: 'Key with the neighbour at no. 12',
});

const createJob = async (fields: Record<string, string> = {}, photos: Buffer[] = []) =>
  (await send('insertJob', { ...rewire(), ...fields }, photos).expect(201)).body.data as Job;

describe('jobs', () => {
  it('answers 401 without a token and 403 for a non-admin', async () => {
    await h.api().get('/api/admin/getJobs').expect(401, { message: 'Unauthenticated.' });
    const user = await h.tokenFor({ sub: 'u2', user_type: 'customer' });
    await h.api().post('/api/admin/insertJob').set(user).field('description', 'X').expect(403);
    await h.api().get(`/api/admin/getJob?id=${UNKNOWN_ID}`).set(user).expect(403);
  });

  it('creates a job for a customer at a site, Enquiry, with its photos, copying the customer', async () => {
    const res = await send('insertJob', rewire(), [PNG]).expect(201);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^[a-f0-9]{24}$/),
        customer_id: landlordId,
        customer: {
          name: 'Lena Lord',
          phone: '07700 900201',
          email: 'lena@example.com',
          address: '1 Park Row',
        },
        site_address: 'Flat 2, 14 Albert Road, Leeds LS6 1AA',
        description: 'Rewire the ground floor',
        status: 'enquiry',
        start_date: '2026-11-09',
        end_date: '2026-11-13',
        notes: 'Key with the neighbour at no. 12',
        photos: [expect.stringMatching(/^\/media\/pos\/[a-f0-9]{64}\.png$/)],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      message: 'Job created successfully.',
    });
    const image = await h.api().get(res.body.data.photos[0]).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('refuses an unknown customer, an end before the start, a bad status and files that are not images', async () => {
    const bad = await send('insertJob', {
      ...rewire(),
      customer_id: UNKNOWN_ID,
      start_date: '2026-11-13',
      end_date: '2026-11-09',
    }).expect(422);
    expect(bad.body.data).toEqual({
      customer_id: ['The selected customer is invalid.'],
      end_date: ['The end date must be a date after or equal to the start date.'],
    });
    const status = await send('insertJob', { ...rewire(), status: 'maybe' }).expect(422);
    expect(Object.keys(status.body.data)).toEqual(['status']);
    const missing = await send('insertJob', { customer_id: landlordId }).expect(422);
    expect(Object.keys(missing.body.data).sort()).toEqual(['description', 'site_address']);
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notImage = await send('insertJob', rewire(), [script]).expect(422);
    expect(notImage.body.data.photos).toEqual([
      'site-1.png: The photo must be a file of type: jpg, png, webp, gif.',
    ]);
  });

  it('lists newest first, by status, by customer and by search', async () => {
    const a = await createJob({ description: 'EICR for the letting', status: 'booked' });
    const b = await createJob({
      customer_id: shopId,
      site_address: 'Unit 4, Kirkgate Market',
      description: 'Shop lighting',
      status: 'booked',
    });
    const booked = await h.api().get('/api/admin/getJobs?status=booked').set(h.auth).expect(200);
    expect(booked.body.data.map((j: Job) => j.id)).toEqual([b.id, a.id]);
    const shops = await h.api().get(`/api/admin/getJobs?customer_id=${shopId}`).set(h.auth).expect(200);
    expect(shops.body.data.map((j: Job) => j.id)).toEqual([b.id]);
    const found = await h.api().get('/api/admin/getJobs?search=kirkgate').set(h.auth).expect(200);
    expect(found.body.data.map((j: Job) => j.id)).toEqual([b.id]);
    const byName = await h.api().get('/api/admin/getJobs?search=sam%20shop&per_page=1').set(h.auth);
    expect(byName.body.meta).toMatchObject({ total: 1, per_page: 1 });
    await h.api().get('/api/admin/getJobs?status=someday').set(h.auth).expect(422);
  });

  it('updates: fields replaced, photos added to those kept, one taken off; at most 20 photos', async () => {
    const job = await createJob({}, [PNG]);
    const other = Buffer.concat([PNG, Buffer.from([0])]);
    const { start_date: _s, end_date: _e, ...undated } = rewire();
    const res = await send('updateJob', { ...undated, id: job.id, status: 'in_progress' }, [other]).expect(
      200,
    );
    expect(res.body.message).toBe('Job updated successfully.');
    expect(res.body.data).toMatchObject({ status: 'in_progress', start_date: null, end_date: null });
    expect(res.body.data.photos).toHaveLength(2);
    expect(res.body.data.photos[0]).toBe(job.photos[0]);

    const removed = await h
      .api()
      .post('/api/admin/removeJobPhoto')
      .set(h.auth)
      .send({ id: job.id, photo: job.photos[0] })
      .expect(200);
    expect(removed.body).toMatchObject({
      message: 'Photo removed.',
      data: { photos: [res.body.data.photos[1]] },
    });
    const again = await h
      .api()
      .post('/api/admin/removeJobPhoto')
      .set(h.auth)
      .send({ id: job.id, photo: job.photos[0] });
    expect(again.status).toBe(422);
    expect(again.body.data).toEqual({ photo: ['The photo is not one of this job’s.'] });

    // One request carries at most 8 files (the app's multipart limit): the job's 20 come over several edits.
    const edit = (count: number) =>
      send(
        'updateJob',
        { ...rewire(), id: job.id, status: 'done' },
        Array.from({ length: count }, () => PNG),
      );
    await edit(8).expect(200);
    await edit(8).expect(200);
    const full = await edit(4).expect(422);
    expect(full.body.data).toEqual({ photos: ['A job may have at most 20 photos.'] });
    expect((await edit(3).expect(200)).body.data.photos).toHaveLength(20);
    await send('updateJob', { ...rewire(), id: UNKNOWN_ID, status: 'done' }).expect(404);
  });

  it('deletes a job no document names; one with a quote or invoice is refused', async () => {
    const spare = await createJob();
    await h.api().delete(`/api/admin/deleteJob?id=${spare.id}`).set(h.auth).expect(200, {
      data: null,
      message: 'Job deleted successfully.',
    });
    await h.api().delete(`/api/admin/deleteJob?id=${spare.id}`).set(h.auth).expect(404);

    const used = await createJob();
    await insertOrder(h, [{ id: serviceId }], { job_id: used.id });
    const refused = await h.api().delete(`/api/admin/deleteJob?id=${used.id}`).set(h.auth).expect(422);
    expect(refused.body.data).toEqual({
      id: ['This job has quotes or invoices, so it cannot be deleted. Mark it Cancelled instead.'],
    });
  });
});
