import { vatDocument, vatFigures } from '@voltdesk/contracts/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderView } from '@voltdesk/contracts';
import { oneOrderRoutes, renderPos } from '../../../test/render-pos';
import { id, order } from '../../../test/fixtures';

/** A UK VAT credit note shows the VAT it reverses: svc-pos's figures, per note and rate. */

const note = {
  credit_no: 7,
  amount: 50,
  reason: 'Returned',
  refund: 0,
  refund_method: null,
  refund_reference: null,
  at: '2026-11-23T15:00:00.000Z',
  by: id(99),
};

async function creditNotesOf(o: OrderView) {
  renderPos('/admin/orders', oneOrderRoutes(o));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `View invoice #${o.invoice_no}` }));
  const details = await screen.findByRole('dialog', { name: `Invoice #${o.invoice_no}` });
  return within(details).findByRole('table', { name: 'Credit notes' });
}

test('on a VAT invoice each credit note shows its net, its VAT and both per rate', async () => {
  const table = await creditNotesOf(
    order({
      credited: 50,
      credit_notes: [
        {
          ...note,
          vat: vatFigures({ standard: [19.33, 3.87], reduced: [25.52, 1.28] }),
        },
      ],
      vat: vatDocument({ standard: [166.67, 33.33] }),
    }),
  );
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Credit note', 'Date', 'Amount', 'Net', 'VAT', 'VAT by rate', 'Reason', 'Refund', 'By']);
  const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
  expect(cells.slice(2, 6).map((c) => c.textContent)).toEqual([
    '£50.00',
    '£44.85',
    '£5.15',
    'Standard 20%: net £19.33, VAT £3.87Reduced 5%: net £25.52, VAT £1.28',
  ]);
});

test('a credit note on an invoice without VAT shows no VAT columns', async () => {
  const table = await creditNotesOf(
    order({ credited: 50, credit_notes: [{ ...note, vat: null }], vat: null }),
  );
  expect(within(table).queryByRole('columnheader', { name: 'VAT' })).toBeNull();
  expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
});
