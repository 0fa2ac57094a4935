import { setTrustedProxies } from '@voltdesk/service-kit';
import { useHarness } from '../test-support/harness';
import { readTopic } from '@voltdesk/service-kit/testing';

const h = useHarness({ kafka: true, overrides: { publicWriteLimitPerHour: 3, doubleOptIn: false } });

const contact = {
  name: 'Jo Bloggs',
  email: 'jo@example.com',
  phone: '07700 900123',
  message: 'My lights flicker <b>a lot</b>.',
};

describe('contact form', () => {
  it('stores the message and emits contact.received', async () => {
    await h
      .api()
      .post('/api/insertContact')
      .send(contact)
      .expect(200, { data: null, message: 'Message sent successfully.' });
    const [event] = await readTopic(
      h.kafka,
      'content.contact.v1',
      (e) => e.type === 'contact.received' && e.data.email === 'jo@example.com',
    );
    expect(event!.data).toEqual({ id: expect.any(String), ...contact });
    expect(await h.models.contacts.countDocuments()).toBe(1);
  });

  it('validates every field with its name; nothing stored', async () => {
    const res = await h.api().post('/api/insertContact').send({ email: 'x' }).expect(422);
    expect(Object.keys(res.body.data).sort()).toEqual(['email', 'message', 'name', 'phone']);
    await h
      .api()
      .post('/api/insertContact')
      .send({ ...contact, message: { $ne: '' } })
      .expect(422);
    expect(await h.models.contacts.countDocuments()).toBe(1);
  });

  it('is rate limited per client address (429 with Retry-After)', async () => {
    await h.api().post('/api/insertContact').send(contact).expect(200);
    await h.api().post('/api/insertContact').send(contact).expect(200);
    const res = await h.api().post('/api/insertContact').send(contact).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected; a forged first X-Forwarded-For entry does not make a new address
    await h.api().post('/api/insertContact').set('X-Forwarded-For', '203.0.113.9').send(contact).expect(200);
    await h
      .api()
      .post('/api/insertContact')
      .set('X-Forwarded-For', '198.51.100.1, 203.0.113.9')
      .send(contact)
      .expect(200);
    await h
      .api()
      .post('/api/insertContact')
      .set('X-Forwarded-For', '198.51.100.2, 203.0.113.9')
      .send(contact)
      .expect(200);
    await h
      .api()
      .post('/api/insertContact')
      .set('X-Forwarded-For', '198.51.100.3, 203.0.113.9')
      .send(contact)
      .expect(429);
  });
});

describe('newsletter sign-up without double opt-in, rate limited', () => {
  it('adds a confirmed subscriber at once (no confirmation token)', async () => {
    await h.api().post('/api/insertNewsLetter').send({ name: 'Al', email: 'al@example.com' }).expect(200);
    const [event] = await readTopic(
      h.kafka,
      'content.newsletter.v1',
      (e) => e.type === 'subscriber.added' && e.data.email === 'al@example.com',
    );
    expect(event!.data).toMatchObject({ status: 'confirmed' });
    expect((event!.data as { confirm_token?: string }).confirm_token).toBeUndefined();
    await h.api().post('/api/insertNewsLetter').send({ name: 'Al', email: 'al@example.com' }).expect(200);
    await h.api().post('/api/insertNewsLetter').send({ name: 'Bo', email: 'bo@example.com' }).expect(200);
    await h.api().post('/api/insertNewsLetter').send({ name: 'Cy', email: 'cy@example.com' }).expect(429);
  });
});

describe('client address behind proxies', () => {
  it('a client reaching the port directly cannot invent addresses to pass the per-address limit', async () => {
    // As deployed with TRUSTED_PROXIES naming only the gateway: this test's connection is not it.
    setTrustedProxies(h.app, '10.20.30.40');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await h
          .api()
          .post('/api/insertNewsLetter')
          .set('X-Forwarded-For', `203.0.113.${100 + i}`)
          .send({ name: 'Spoof', email: `spoof${i}@example.com` });
        statuses.push(res.status);
      }
      // The budget of 127.0.0.1 (3 per hour here) was partly spent above; every forged address shares it.
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(3);
    } finally {
      setTrustedProxies(h.app, 'loopback');
    }
  });
});
