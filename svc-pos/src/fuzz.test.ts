import { fuzzedEndpoints, fuzzRoutes } from '@voltdesk/service-kit/testing';
import { usePos } from '../test/harness';

const h = usePos();

describe('input that used to answer 500', () => {
  it('refuses a JSON body nested 100,000 deep with 400 and the envelope', async () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const res = await h
      .api()
      .post('/api/admin/due_pay')
      .set(h.auth)
      .set('Content-Type', 'application/json')
      .send(deep)
      .expect(400);
    expect(res.body).toEqual({ message: 'The request is nested too deeply.' });
  });

  it('refuses a field named constructor with 422 on that field', async () => {
    const res = await h
      .api()
      .post('/api/admin/due_pay')
      .set(h.auth)
      .send({ order_id: 'aaaaaaaaaaaaaaaaaaaaaaaa', amount: 1, constructor: 1 })
      .expect(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      data: { constructor: ['The constructor field is not allowed.'] },
    });
  });

  it('refuses a JSON body with a __proto__ key with 400 and the envelope', async () => {
    const res = await h
      .api()
      .post('/api/admin/due_pay')
      .set(h.auth)
      .set('Content-Type', 'application/json')
      .send('{"order_id":"aaaaaaaaaaaaaaaaaaaaaaaa","amount":1,"__proto__":{"x":1}}');
    expect([400, 422]).toContain(res.status);
    expect(typeof res.body.message).toBe('string');
  });

  it('refuses ?__proto__=x with 422', async () => {
    const res = await h.api().get('/api/admin/getOrders?__proto__=x').set(h.auth).expect(422);
    expect(Object.keys(res.body.data as object)).toEqual(['__proto__']);
  });
});

describe('malformed bodies, queries and headers on every svc-pos route answer 4xx with the envelope, never 5xx', () => {
  it.each(fuzzedEndpoints('pos'))(
    '%s',
    async (_route, endpoint) => {
      const failures = await fuzzRoutes({
        service: 'pos',
        api: h.api,
        adminHeaders: h.auth,
        endpoints: [endpoint],
      });
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
