import { adminToken, api } from '../src/api';
import { waitForMail } from '../src/mail';

/**
 * The unpaid-invoice alert through the whole stack (svc-content's setting, svc-pos's invoice, both as events
 * to svc-notify, its scheduler, MailDev). It spends a minute or more waiting on the clock and touches nothing
 * another journey reads (its own receiving address and customer; an unpaid invoice moves no takings), so it
 * runs beside the others (lanes.cjs).
 */
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

it('an invoice still unpaid after the unpaid time sends one alert to the receiving e-mail', async () => {
  const receiver = `accounts-${Date.now()}@example.com`;
  const form = new FormData();
  form.set('key', 'unpiadInvoice');
  form.set('email', receiver);
  form.set('time', '1');
  const setup = await api('admin/createSingleSetup', { method: 'POST', token, form });
  expect(setup.status).toBe(200);

  const pos = await api<{ data: { products: Array<{ id: string; name: string; price: number }> } }>(
    'admin/getposInsertData',
    { token },
  );
  const product = pos.body.data.products[0]!;
  // No wait for svc-notify to take the new setting first: whichever of the two events it reads first, the
  // setting reschedules the alerts still waiting, this invoice's included.
  const order = await api<{ data: { invoice_no: number } }>('admin/insertOrder', {
    method: 'POST',
    token,
    json: {
      customer: {
        phone: `07700 8${String(Date.now()).slice(-5)}`,
        name: 'Una Paid',
        email: 'una@example.com',
      },
      items: [{ id: product.id, name: product.name, price: product.price, qty: 1 }],
      payment: 0,
    },
  });
  expect(order.status).toBe(201);
  // Older unpaid demo invoices alert the new receiver too (the setting applies to invoices still waiting).
  const invoice = new RegExp(`#${order.body.data.invoice_no}(?!\\d)`);
  const alert = await waitForMail(receiver, 150_000, (m) => invoice.test(m.subject));
  expect(alert.subject).toMatch(/^Unpaid invoice #\d+/);
}, 240_000);
