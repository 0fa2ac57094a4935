import type { AnyEventEnvelope } from '@voltdesk/contracts';
import {
  assertHarmless,
  bearer,
  PUBLIC_URL,
  useHarness,
  UNKNOWN_ID,
  XSS_VECTORS,
} from '../test-support/harness';
import { readTopic } from '@voltdesk/service-kit/testing';

const h = useHarness({ kafka: true });

const subscribe = (body: object) => h.api().post('/api/insertNewsLetter').send(body);
const onTopic = (match: (e: AnyEventEnvelope) => boolean) =>
  readTopic(h.kafka, 'content.newsletter.v1', match);
const list = async () =>
  (await h.api().get('/api/admin/getNewsLetter').set(bearer(h.admin)).expect(200)).body.data;

describe('newsletter subscribers (double opt-in)', () => {
  let added: AnyEventEnvelope & { type: 'subscriber.added' };

  it('subscribes as pending and emits subscriber.added with both tokens', async () => {
    await subscribe({ name: 'Sam Carter', email: 'Sam@Example.com' }).expect(200, {
      data: null,
      message: 'Thanks for subscribe.',
    });
    const [event] = await onTopic((e) => e.type === 'subscriber.added' && e.data.email === 'Sam@Example.com');
    added = event as typeof added;
    expect(added.data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Sam Carter',
      email: 'Sam@Example.com',
      status: 'pending',
      confirm_token: expect.stringMatching(/^[\w-]{32}$/),
      unsubscribe_token: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect(added.subject).toBe(added.data.id);
  });

  it('keeps one subscriber when the same address subscribes twice, and still answers success', async () => {
    await subscribe({ name: 'Sam again', email: 'sam@example.com' }).expect(200, {
      data: null,
      message: 'Thanks for subscribe.',
    });
    const subs = await list();
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ name: 'Sam Carter', email: 'Sam@Example.com', status: 'pending' });
    expect(subs[0].confirm_token).toBeUndefined();
    // still pending: the confirmation is asked for again, with the same tokens
    const events = await readTopic(
      h.kafka,
      'content.newsletter.v1',
      (e) => e.type === 'subscriber.added' && e.subject === added.data.id && e.id !== added.id,
    );
    expect(events[0]!.data).toEqual(added.data);
  });

  it('validates name and e-mail, refusing operator objects', async () => {
    const res = await subscribe({ email: 'nope' }).expect(422);
    expect(res.body.data).toEqual({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
    });
    await subscribe({ name: 'x', email: { $ne: '' } }).expect(422);
    expect(await list()).toHaveLength(1);
  });

  it('never confirms on a GET of the link (scanners prefetch it): 302 to the page that asks', async () => {
    const token = added.data.confirm_token!;
    for (let i = 0; i < 2; i++) {
      const res = await h.api().get(`/api/confirmSubscription?token=${token}`).expect(302);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/newsletter?confirm=${token}`);
    }
    expect((await list())[0].status).toBe('pending');
    await h.api().get('/api/confirmSubscription').expect(422);
    await h.api().get('/api/confirmSubscription?token[$ne]=x').expect(422);
    await h.api().post('/api/confirmSubscription').send({}).expect(422);
    await h.api().post('/api/confirmSubscription?token[$ne]=x').send({}).expect(422);
    expect((await list())[0].status).toBe('pending');
  });

  it("confirms by the page's button (a POST): subscriber.confirmed, idempotent, then the link says so", async () => {
    const token = added.data.confirm_token!;
    const res = await h.api().post(`/api/confirmSubscription?token=${token}`).send({}).expect(200);
    expect(res.body).toEqual({ data: { result: 'confirmed' }, message: 'Your subscription is confirmed.' });
    expect((await list())[0].status).toBe('confirmed');
    const [event] = await onTopic((e) => e.type === 'subscriber.confirmed' && e.subject === added.data.id);
    expect(event!.data).toMatchObject({
      status: 'confirmed',
      unsubscribe_token: added.data.unsubscribe_token,
    });
    // Pressed again: still confirmed, nothing new happens.
    const again = await h.api().post(`/api/confirmSubscription?token=${token}`).send({}).expect(200);
    expect(again.body.data).toEqual({ result: 'confirmed' });
    expect(await h.models.subscribers.countDocuments({ confirmed_at: { $exists: true } })).toBe(1);
    // The link followed once more skips the question: there is nothing left to confirm.
    const link = await h.api().get(`/api/confirmSubscription?token=${token}`).expect(302);
    expect(link.headers.location).toBe(`${PUBLIC_URL}/newsletter?result=confirmed`);
  });

  it('sends a link nobody holds to the page that says the link is invalid or already used', async () => {
    for (const path of ['confirmSubscription', 'unsubscribe']) {
      const res = await h.api().get(`/api/${path}?token=not-a-real-token`).expect(302);
      expect({ path, location: res.headers.location }).toEqual({
        path,
        location: `${PUBLIC_URL}/newsletter?result=invalid`,
      });
    }
    const pressed = await h.api().post('/api/confirmSubscription?token=not-a-real-token').expect(200);
    expect(pressed.body.data).toEqual({ result: 'invalid' });
    expect((await list())[0].status).toBe('confirmed');
  });

  it('never unsubscribes on a GET of the link (scanners prefetch it): 302 to the page that asks', async () => {
    const token = added.data.unsubscribe_token!;
    for (let i = 0; i < 2; i++) {
      const res = await h.api().get(`/api/unsubscribe?token=${token}`).expect(302);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/newsletter?unsubscribe=${token}`);
    }
    expect(await list()).toHaveLength(1);
    await h.api().get('/api/unsubscribe?token[$ne]=x').expect(422);
  });

  it('refuses a one-click POST without the RFC 8058 body, and form-encoded bodies on other endpoints', async () => {
    const token = added.data.unsubscribe_token!;
    await h.api().post(`/api/unsubscribe?token=${token}`).send({}).expect(422);
    await h
      .api()
      .post(`/api/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=Yes-Please')
      .expect(422);
    await h.api().post('/api/unsubscribe').type('form').send('List-Unsubscribe=One-Click').expect(422);
    await h
      .api()
      .post('/api/insertNewsLetter')
      .type('form')
      .send('name=Eve&email=eve@example.com')
      .expect(415);
    expect(await list()).toHaveLength(1);
  });

  it("unsubscribes by a mail client's one-click POST (RFC 8058): tombstone, subscriber.removed; a used link is invalid", async () => {
    const token = added.data.unsubscribe_token!;
    // As Gmail or Apple Mail send it to the List-Unsubscribe URL.
    const res = await h
      .api()
      .post(`/api/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(res.body).toEqual({ data: { result: 'unsubscribed' }, message: 'You have been unsubscribed.' });
    expect(await list()).toEqual([]);
    await onTopic(
      (e) =>
        e.type === 'subscriber.removed' && e.data.id === added.data.id && e.data.email === 'Sam@Example.com',
    );
    // The site page's button sends the same body as JSON.
    const again = await h
      .api()
      .post(`/api/unsubscribe?token=${token}`)
      .send({ 'List-Unsubscribe': 'One-Click' })
      .expect(200);
    expect(again.body.data).toEqual({ result: 'invalid' });
    const used = await h.api().get(`/api/unsubscribe?token=${token}`).expect(302);
    expect(used.headers.location).toBe(`${PUBLIC_URL}/newsletter?result=invalid`);
    // The old confirmation link cannot bring the address back either, nor can the page's button.
    const confirm = await h
      .api()
      .get(`/api/confirmSubscription?token=${added.data.confirm_token}`)
      .expect(302);
    expect(confirm.headers.location).toBe(`${PUBLIC_URL}/newsletter?result=invalid`);
    const pressed = await h
      .api()
      .post(`/api/confirmSubscription?token=${added.data.confirm_token}`)
      .send({})
      .expect(200);
    expect(pressed.body).toEqual({
      data: { result: 'invalid' },
      message: 'This link is invalid or has already been used.',
    });
    expect(await list()).toEqual([]);
  });

  it('resubscribing (the page offers the sign-up form) starts double opt-in again, with new tokens', async () => {
    await subscribe({ name: 'Sam', email: 'sam@example.com' }).expect(200);
    const subs = await list();
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ email: 'sam@example.com', status: 'pending' });
    const [event] = await onTopic(
      (e) =>
        e.type === 'subscriber.added' && e.data.email === 'sam@example.com' && e.subject !== added.data.id,
    );
    const again = event as typeof added;
    expect(again.data).toMatchObject({
      status: 'pending',
      confirm_token: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect(again.data.confirm_token).not.toBe(added.data.confirm_token);
    expect(again.data.unsubscribe_token).not.toBe(added.data.unsubscribe_token);
  });

  it('lets an admin delete a subscriber (subscriber.removed); unknown ids 404', async () => {
    const [sub] = await list();
    await h.api().delete(`/api/admin/deleteNewsLetter?id=${sub.id}`).set(bearer(h.admin)).expect(200);
    await onTopic((e) => e.type === 'subscriber.removed' && e.data.id === sub.id);
    await h.api().delete(`/api/admin/deleteNewsLetter?id=${sub.id}`).set(bearer(h.admin)).expect(404);
    await h.api().delete(`/api/admin/deleteNewsLetter?id=${UNKNOWN_ID}`).set(bearer(h.admin)).expect(404);
    await h.api().get('/api/admin/getNewsLetter').expect(401);
    await h.api().delete(`/api/admin/deleteNewsLetter?id=${sub.id}`).set(bearer(h.nonAdmin)).expect(403);
  });
});

describe('sending a newsletter', () => {
  it('queues the request and emits newsletter.requested with the sanitized message', async () => {
    const message = `<p>Winter safety tips</p>${XSS_VECTORS.join('')}`;
    const res = await h
      .api()
      .post('/api/admin/sendNewsLetter')
      .set(bearer(h.admin))
      .send({ subject: 'Winter tips', message })
      .expect(200);
    expect(res.body).toEqual({ data: { id: expect.any(String) }, message: 'Newsletter queued.' });
    const [event] = await onTopic((e) => e.type === 'newsletter.requested' && e.data.id === res.body.data.id);
    expect(event!.data).toMatchObject({ subject: 'Winter tips' });
    const sent = (event!.data as { message: string }).message;
    expect(sent.startsWith('<p>Winter safety tips</p>')).toBe(true);
    assertHarmless(sent);
  });

  it('sends once per Idempotency-Key: a double click queues one newsletter', async () => {
    const before = await h.models.newsletters.countDocuments();
    const send = (key: string, subject = 'Spring offers') =>
      h
        .api()
        .post('/api/admin/sendNewsLetter')
        .set(bearer(h.admin))
        .set('Idempotency-Key', key)
        .send({ subject, message: '<p>10% off</p>' });
    // Two clicks at once, then a third after the first answered: one newsletter, one event.
    const [a, b] = await Promise.all([send('k-spring'), send('k-spring')]);
    const c = await send('k-spring');
    for (const res of [a, b, c]) expect(res.status).toBe(200);
    const id = a.body.data.id as string;
    expect([b.body.data.id, c.body.data.id]).toEqual([id, id]);
    expect([a, b].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(c.headers['idempotent-replayed']).toBe('true');
    // One newsletter document, and each carries its one newsletter.requested (the outbox): one send.
    expect(await h.models.newsletters.countDocuments()).toBe(before + 1);
    await onTopic((e) => e.type === 'newsletter.requested' && e.data.id === id);
    // The same key for another newsletter is refused; another key is another newsletter.
    const clash = await send('k-spring', 'Summer offers').expect(409);
    expect(clash.body.message).toBe('This Idempotency-Key was already used for a different request.');
    const other = await send('k-summer', 'Summer offers').expect(200);
    expect(other.body.data.id).not.toBe(id);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await h.models.newsletters.countDocuments()).toBe(before + 2);
    const tooLong = await send('k'.repeat(201)).expect(422);
    expect(Object.keys(tooLong.body.data)).toEqual(['idempotency_key']);
  });

  it('validates subject and message; admin only', async () => {
    const res = await h.api().post('/api/admin/sendNewsLetter').set(bearer(h.admin)).send({}).expect(422);
    expect(res.body.data).toEqual({
      subject: ['The subject field is required.'],
      message: ['The message field is required.'],
    });
    const empty = await h
      .api()
      .post('/api/admin/sendNewsLetter')
      .set(bearer(h.admin))
      .send({ subject: 'x', message: '<script>x</script>' })
      .expect(422);
    expect(empty.body.data).toEqual({ message: ['The message field is required.'] });
    await h.api().post('/api/admin/sendNewsLetter').send({ subject: 'x', message: 'y' }).expect(401);
    // Only the newsletters the tests above queued (one, then two keyed).
    expect(await h.models.newsletters.countDocuments()).toBe(3);
  });
});
