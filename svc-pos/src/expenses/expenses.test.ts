import { UNKNOWN_ID, usePos } from '../../test/harness';

const h = usePos();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An expense as the Expenses modal sends it: multipart fields, the receipt as a file. */
function send(
  path: 'insertExpense' | 'updateExpense',
  fields: Record<string, string>,
  receipt?: [Buffer, string],
) {
  let req = h.api().post(`/api/admin/${path}`).set(h.auth);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (receipt) req = req.attach('receipt', receipt[0], receipt[1]);
  return req;
}

const wholesaler = {
  date: '2026-10-14',
  supplier: 'City Electrical Factors',
  description: '100 m 2.5mm T&E, back boxes',
  net: '87.50',
  vat: '17.50',
};

describe('expenses', () => {
  it('answers 401 without a token and 403 for a non-admin', async () => {
    await h.api().get('/api/admin/getExpenses').expect(401, { message: 'Unauthenticated.' });
    const user = await h.tokenFor({ sub: 'u2', user_type: 'customer' });
    await h.api().post('/api/admin/insertExpense').set(user).field('supplier', 'X').expect(403);
  });

  it('records an expense with its receipt, in pence, and lists newest first', async () => {
    const res = await send('insertExpense', wholesaler, [PNG, 'receipt.png']).expect(201);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^[a-f0-9]{24}$/),
        date: '2026-10-14',
        supplier: 'City Electrical Factors',
        description: '100 m 2.5mm T&E, back boxes',
        net: 87.5,
        vat: 17.5,
        gross: 105,
        receipt: expect.stringMatching(/^\/media\/pos\/[a-f0-9]{64}\.png$/),
      },
      message: 'Expense created successfully.',
    });
    // The receipt is served back as the image it is.
    const image = await h.api().get(res.body.data.receipt).expect(200);
    expect(image.headers['content-type']).toBe('image/png');

    await send('insertExpense', { date: '2026-11-02', supplier: 'Fuel', net: '50', vat: '10' }).expect(201);
    const list = await h.api().get('/api/admin/getExpenses').set(h.auth).expect(200);
    expect(list.body.data.map((e: { supplier: string }) => e.supplier)).toEqual([
      'Fuel',
      'City Electrical Factors',
    ]);
    expect(list.body.data[0]).toMatchObject({ description: '', receipt: null, gross: 60 });
    const found = await h.api().get('/api/admin/getExpenses?search=electrical').set(h.auth).expect(200);
    expect(found.body.data).toHaveLength(1);
  });

  it('refuses VAT above the standard rate, fractions of a penny, bad dates and files that are not images', async () => {
    const tooMuch = await send('insertExpense', { ...wholesaler, net: '10.00', vat: '2.03' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.data).toEqual({ vat: ['The VAT may not be more than 20% of the net amount.'] });
    // A penny over 20% is a receipt rounding its lines' VAT up: taken.
    await send('insertExpense', { ...wholesaler, net: '10.00', vat: '2.01' }).expect(201);

    const bad = await send('insertExpense', { date: '14/10/2026', supplier: '', net: '1.005', vat: '-1' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data).sort()).toEqual(['date', 'net', 'supplier', 'vat']);
    expect(bad.body.data.net).toEqual(['The net must have at most two decimal places.']);

    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notImage = await send('insertExpense', wholesaler, [script, 'receipt.png']);
    expect(notImage.status).toBe(422);
    expect(Object.keys(notImage.body.data)).toEqual(['receipt']);
  });

  it('updates keeping the stored receipt when none is sent, and deletes', async () => {
    const created = await send('insertExpense', wholesaler, [PNG, 'r.png']).expect(201);
    const { id, receipt } = created.body.data as { id: string; receipt: string };
    const updated = await send('updateExpense', { ...wholesaler, id, net: '90.00', vat: '18.00' }).expect(
      200,
    );
    expect(updated.body).toEqual({
      data: expect.objectContaining({ id, net: 90, vat: 18, gross: 108, receipt }),
      message: 'Expense updated successfully.',
    });
    await send('updateExpense', { ...wholesaler, id: UNKNOWN_ID }).expect(404);
    await h.api().delete(`/api/admin/deleteExpense?id=${id}`).set(h.auth).expect(200, {
      data: null,
      message: 'Expense deleted successfully.',
    });
    await h.api().delete(`/api/admin/deleteExpense?id=${id}`).set(h.auth).expect(404);
  });
});
