import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderView } from '@voltdesk/contracts';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import { invalid, renderPos } from '../../../test/render-pos';
import { adminNamesOf, id, order } from '../../../test/fixtures';

/** A part-paid invoice: £200, £50 paid (cash), £150 due. */
const partPaid = order({ credited: 0, credit_notes: [], voided_at: null, void_reason: null });
/** A fully paid invoice: £200 paid by card. */
const fullyPaid = order({
  id: id(32),
  invoice_no: 1041,
  payment: 200,
  due: 0,
  status: 'Paid',
  payments: [
    {
      amount: 200,
      at: '2026-11-21T10:00:00.000Z',
      by: id(99),
      method: 'card',
      reference: null,
      kind: 'payment',
      credit_no: null,
    },
  ],
  credited: 0,
  credit_notes: [],
});
/** No payments: the spec's delete deletes it. */
const noPayments = order({ id: id(33), invoice_no: 1043, payment: 0, due: 200, payments: [] });

const page = (rows: OrderView[]) => ({
  body: { data: rows, meta: { page: 1, per_page: 10, total: rows.length } },
});

/** svc-pos as far as these screens need it: rows by id, the list, and a trail per invoice. */
function serve(rows: Map<string, OrderView>, extra: Record<string, RouteHandler> = {}) {
  return {
    'GET admin/getOrders': (_req: Request, url: URL) => {
      const wanted = url.searchParams.get('id');
      if (wanted) {
        const found = rows.get(wanted);
        return found ? { body: { data: found } } : { status: 404, body: { message: 'Order not found.' } };
      }
      return page([...rows.values()]);
    },
    'GET admin/getOrderTrail': (_req: Request, url: URL) => {
      const no = Number(url.searchParams.get('invoice_no'));
      const found = [...rows.values()].find((o) => o.invoice_no === no)!;
      return {
        body: {
          data: { invoice_no: no, order_id: found.id, status: found.status, trail: found.history ?? [] },
        },
      };
    },
    'GET admin/adminNames': adminNamesOf([{ id: id(99), name: 'Sam Clerk' }]),
    ...extra,
  } satisfies Record<string, RouteHandler>;
}

const rowOf = (invoice: string) => screen.getByRole('cell', { name: invoice }).closest('tr')!;

test('the delete button says Void for an invoice with payments, Delete for one without', async () => {
  renderPos('/admin/orders', serve(new Map([partPaid, noPayments].map((o) => [o.id, o]))));
  await screen.findByRole('cell', { name: '#1042' });
  expect(within(rowOf('#1042')).getByRole('button', { name: 'Void invoice #1042' })).toHaveTextContent(
    'Void',
  );
  expect(within(rowOf('#1042')).queryByRole('button', { name: /^Delete/ })).toBeNull();
  expect(within(rowOf('#1043')).getByRole('button', { name: 'Delete invoice #1043' })).toHaveTextContent(
    'Delete',
  );
  // The spec's delete keeps its place: the last of the row's actions.
  const last = (invoice: string) => within(rowOf(invoice)).getAllByRole('button').at(-1);
  expect(last('#1042')).toHaveAccessibleName('Void invoice #1042');
  expect(last('#1043')).toHaveAccessibleName('Delete invoice #1043');
});

test('Void says what it keeps before the clerk confirms, then the invoice shows VOID and takes no payment', async () => {
  const rows = new Map([[partPaid.id, partPaid]]);
  const { net } = renderPos(
    '/admin/orders',
    serve(rows, {
      'DELETE admin/deleteOrder': (_req, url) => {
        const voided: OrderView = {
          ...partPaid,
          status: 'Void',
          due: 0,
          voided_at: '2026-11-23T12:30:00.000Z',
          void_reason: url.searchParams.get('reason'),
        };
        rows.set(partPaid.id, voided);
        return {
          body: { data: null, message: 'Invoice voided: it has payments, so it is kept and marked void.' },
        };
      },
    }),
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Void invoice #1042' }));
  const confirm = screen.getByRole('dialog', { name: 'Void invoice #1042' });
  const said = confirm.textContent ?? '';
  expect(said).toContain('It has payments (£50.00 paid), so it cannot be deleted.');
  expect(said).toContain('keeps the invoice and its number #1042');
  expect(said).toContain('marks it VOID');
  expect(said).toContain('takings already counted do not change');
  await user.type(within(confirm).getByLabelText(/Reason/), 'Job cancelled');
  await user.click(within(confirm).getByRole('button', { name: 'Void invoice' }));

  expect(
    await screen.findByText('Invoice voided: it has payments, so it is kept and marked void.'),
  ).toBeInTheDocument();
  expect(net.callsTo('DELETE admin/deleteOrder')[0]!.search).toBe(`?id=${id(31)}&reason=Job+cancelled`);
  const row = await waitFor(() => {
    const r = rowOf('#1042');
    expect(within(r).getByText('VOID')).toBeInTheDocument();
    return r;
  });
  expect(within(row).getByRole('button', { name: 'Payment of invoice #1042' })).toBeDisabled();
  expect(within(row).getByRole('button', { name: 'Void invoice #1042' })).toBeDisabled();
  expect(within(row).getByRole('button', { name: 'Edit invoice #1042' })).toBeDisabled();

  await user.click(within(row).getByRole('button', { name: 'View invoice #1042' }));
  const details = screen.getByRole('dialog', { name: 'Invoice #1042' });
  expect(await within(details).findByRole('status')).toHaveTextContent(
    'VOID Voided 23 Nov 2026, 12:30. Reason: Job cancelled.',
  );
  expect(within(details).getByRole('button', { name: 'Take payment' })).toBeDisabled();
  expect(within(details).getByRole('button', { name: 'Credit note' })).toBeDisabled();
  expect(within(details).getByRole('button', { name: 'Void' })).toBeDisabled();
});

test('Void from the details comes back to the details, now VOID', async () => {
  const rows = new Map([[partPaid.id, partPaid]]);
  renderPos(
    '/admin/orders',
    serve(rows, {
      'DELETE admin/deleteOrder': () => {
        rows.set(partPaid.id, { ...partPaid, status: 'Void', due: 0, voided_at: '2026-11-23T12:30:00.000Z' });
        return {
          body: { data: null, message: 'Invoice voided: it has payments, so it is kept and marked void.' },
        };
      },
    }),
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Invoice #1042' })).getByRole('button', { name: 'Void' }),
  );
  // One dialog at a time: the confirmation replaces the details.
  expect(screen.queryByRole('dialog', { name: 'Invoice #1042' })).toBeNull();
  await user.click(
    within(screen.getByRole('dialog', { name: 'Void invoice #1042' })).getByRole('button', {
      name: 'Void invoice',
    }),
  );
  const details = await screen.findByRole('dialog', { name: 'Invoice #1042' });
  expect(await within(details).findByText('VOID', { selector: 'strong' })).toBeInTheDocument();
});

test('a refused delete keeps the dialog and says why', async () => {
  renderPos(
    '/admin/orders',
    serve(new Map([[noPayments.id, noPayments]]), {
      'DELETE admin/deleteOrder': { status: 404, body: { message: 'Order not found.' } },
    }),
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete invoice #1043' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete invoice #1043' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete invoice' }));
  expect(await screen.findByText('Order not found.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Delete invoice #1043' })).toBeInTheDocument();
});

test('a whole credit note of a paid invoice asks how the money goes back, then shows the note', async () => {
  const rows = new Map([[fullyPaid.id, fullyPaid]]);
  const { net } = renderPos(
    '/admin/orders',
    serve(rows, {
      'POST admin/creditOrder': async (request) => {
        const body = (await request.json()) as { refund_method: 'card'; refund_reference: string };
        const note = {
          credit_no: 7,
          amount: 200,
          reason: 'Work not done',
          refund: 200,
          refund_method: body.refund_method,
          refund_reference: body.refund_reference,
          at: '2026-11-23T15:00:00.000Z',
          by: id(99),
        };
        const after: OrderView = {
          ...fullyPaid,
          credited: 200,
          credit_notes: [note],
          payment: 0,
          payments: [
            ...fullyPaid.payments,
            {
              amount: -200,
              at: note.at,
              by: id(99),
              method: 'card',
              reference: 'RF-9',
              kind: 'refund',
              credit_no: 7,
            },
          ],
        };
        rows.set(fullyPaid.id, after);
        return {
          status: 201,
          body: { data: { credit_note: note, order: after }, message: 'Credit note #7 issued' },
        };
      },
    }),
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1041' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Invoice #1041' })).getByRole('button', {
      name: 'Credit note',
    }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Credit note: Invoice #1041' });
  expect(within(dialog).getByTestId('credit-left')).toHaveTextContent('£200.00');
  expect(within(dialog).getByLabelText('Whole invoice (£200.00)')).toBeChecked();
  expect(within(dialog).getByTestId('credit-refund')).toHaveTextContent('gives £200.00 back');
  await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
  expect(within(dialog).getByText('The reason field is required.')).toBeInTheDocument();
  expect(
    within(dialog).getByText('The refund method field is required: this credit note gives £200.00 back.'),
  ).toBeInTheDocument();
  expect(net.callsTo('POST admin/creditOrder')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Reason'), 'Work not done');
  await user.selectOptions(within(dialog).getByLabelText('Refund method'), 'Card');
  await user.type(within(dialog).getByLabelText('Refund reference (optional)'), 'RF-9');
  await user.dblClick(within(dialog).getByRole('button', { name: 'Issue credit note' }));
  expect(await screen.findByText('Credit note #7 issued')).toBeInTheDocument();
  // A double click sends one request and says so once (the second click came before the busy button).
  const calls = net.callsTo('POST admin/creditOrder');
  expect(calls).toHaveLength(1);
  expect(screen.getAllByText('Credit note #7 issued')).toHaveLength(1);
  expect(calls[0]!.body).toEqual({
    order_id: id(32),
    reason: 'Work not done',
    refund_method: 'card',
    refund_reference: 'RF-9',
  });
  expect(calls[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

  // Back in the details: the credit note with its number and amount, and the refund as money out.
  const details = await screen.findByRole('dialog', { name: 'Invoice #1041' });
  const notes = await within(details).findByRole('table', { name: 'Credit notes' });
  expect(within(notes).getAllByRole('row')[1]!.textContent).toBe(
    '#723 Nov 2026, 15:00£200.00Work not done£200.00 by card (ref RF-9)Sam Clerk',
  );
  const payments = within(details).getByRole('table', { name: 'Payment history' });
  expect(within(payments).getByText('-£200.00')).toBeInTheDocument();
  expect(within(payments).getByText('Refund (credit note #7)')).toBeInTheDocument();
});

test('a part credit of a part-paid invoice gives nothing back and is checked against what is left', async () => {
  const rows = new Map([[partPaid.id, partPaid]]);
  const { net } = renderPos(
    '/admin/orders',
    serve(rows, {
      'POST admin/creditOrder': invalid({
        amount: ['The amount may not be greater than what is left to credit (£150.00).'],
      }),
    }),
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Invoice #1042' })).getByRole('button', {
      name: 'Credit note',
    }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Credit note: Invoice #1042' });
  await user.click(within(dialog).getByLabelText('Part of it'));
  const amount = within(dialog).getByLabelText('Credit amount (£)');
  await user.type(amount, '200.01');
  expect(
    within(dialog).getByText('The amount may not be greater than what is left to credit (£200.00).'),
  ).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '-5');
  expect(within(dialog).getByText('The amount must be at least 0.01.')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '100');
  // £200 - £100 credited = £100 owed; £50 paid: nothing goes back, so no refund method is asked.
  expect(within(dialog).getByTestId('credit-refund')).toHaveTextContent('No money goes back');
  expect(within(dialog).queryByLabelText('Refund method')).toBeNull();
  await user.type(within(dialog).getByLabelText('Reason'), 'Discount agreed');
  await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
  // svc-pos's own refusal lands on the field, without a failure toast.
  expect(
    await within(dialog).findByText('The amount may not be greater than what is left to credit (£150.00).'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong!')).toBeNull();
  expect(net.callsTo('POST admin/creditOrder')[0]!.body).toEqual({
    order_id: id(31),
    amount: 100,
    reason: 'Discount agreed',
  });
});
