import { ValidationError } from '@voltdesk/service-kit';
import type { PosServices } from '../app';
import { demoCategories, demoOrders, demoServices } from './demo-data';

/**
 * Adds the demo data through the service layer (so orders get invoice numbers, customers and outbox
 * events exactly as from the desk). Safe to run again: categories and services are matched by name and
 * each order carries an idempotency key, so a second run adds nothing.
 */
export async function seedDemo(
  services: PosServices,
  adminId = 'seed',
): Promise<{ orders: number; created: number }> {
  for (const name of demoCategories) {
    try {
      await services.categories.create({ name });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
    }
  }
  const categories = new Map((await services.categories.list()).map((c) => [c.name, c.id]));
  let catalogue = await services.products.list();
  for (const s of demoServices) {
    if (catalogue.some((p) => p.name === s.name)) continue;
    await services.products.create({
      name: s.name,
      price: s.price,
      category_id: categories.get(s.category)!,
    });
  }
  catalogue = await services.products.list();
  const byName = new Map(catalogue.map((p) => [p.name, p]));

  let created = 0;
  for (const demo of demoOrders) {
    const items = demo.lines.map((l) => {
      const p = byName.get(l.service)!;
      return { id: p.id, name: p.name, price: l.price ?? p.price, qty: l.qty };
    });
    const pence =
      items.reduce((sum, i) => sum + Math.round(i.price * 100) * i.qty, 0) -
      Math.round((demo.discount ?? 0) * 100);
    const result = await services.orders.create(
      {
        customer: demo.customer,
        items,
        payment: demo.payment === 'full' ? pence / 100 : demo.payment,
        discount: demo.discount ?? 0,
        ...(demo.due_date ? { due_date: demo.due_date } : {}),
        ...(demo.order_custom_id ? { order_custom_id: demo.order_custom_id } : {}),
        ...(demo.additional ? { additional: true, ...demo.additional } : { additional: false }),
      },
      adminId,
      demo.key,
    );
    if (result.created) {
      created += 1;
      if (demo.later_payment) {
        await services.orders.pay(result.order.id, { amount: demo.later_payment }, adminId);
      }
    }
  }
  return { orders: demoOrders.length, created };
}
