import { usePos } from '../../test/harness';
import { seedDemo } from './seed';

const h = usePos();

describe('demo seed', () => {
  it('adds categories, services and orders in every state, and adds nothing when run again', async () => {
    expect(await seedDemo(h.app.services)).toEqual({ orders: 5, created: 5 });
    expect(await seedDemo(h.app.services)).toEqual({ orders: 5, created: 0 });
    const products = await h.api().get('/api/admin/getProducts').set(h.auth).expect(200);
    expect(products.body.data.categories).toHaveLength(4);
    expect(products.body.data.products).toHaveLength(12);
    expect(
      products.body.data.products.find((p: { name: string }) => p.name.startsWith('EICR')),
    ).toMatchObject({
      price: 180,
      category: { name: 'Inspections & Testing' },
    });
    const orders = await h.api().get('/api/admin/getOrders').set(h.auth).expect(200);
    expect(orders.body.meta.total).toBe(5);
    const states = orders.body.data.map((o: { payment: number; due: number; additional: boolean }) =>
      o.due === 0 ? 'paid' : o.payment > 0 ? 'part-paid' : 'unpaid',
    );
    expect(new Set(states)).toEqual(new Set(['paid', 'part-paid', 'unpaid']));
    expect(orders.body.data.some((o: { additional: boolean }) => o.additional)).toBe(true);
    const outbox = await h.app.models.orders.collection.countDocuments({ _pending: true });
    expect(outbox).toBe(5);
  });
});
