import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneOrderRoutes, renderPos } from '../../../test/render-pos';
import { admins, adminNamesOf, id, order } from '../../../test/fixtures';

test("an invoice a schedule made says so in its history (svc-pos's note on the created entry)", async () => {
  const o = order();
  renderPos('/admin/orders', {
    ...oneOrderRoutes(o),
    'GET admin/getOrderTrail': {
      body: {
        data: {
          invoice_no: o.invoice_no,
          order_id: o.id,
          status: o.status,
          trail: [
            {
              action: 'created',
              at: '2026-12-01T09:00:00.000Z',
              by: id(98),
              changes: [],
              reason: 'made by the recurring invoice "Flat 2 certificate" for Tuesday 1 December 2026',
            },
          ],
        },
      },
    },
    'GET admin/adminNames': adminNamesOf(admins),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `View invoice #${o.invoice_no}` }));
  const history = await screen.findByRole('region', { name: 'History' });
  expect(
    await within(history).findByText(
      'Created the invoice: made by the recurring invoice "Flat 2 certificate" for Tuesday 1 December 2026',
    ),
  ).toBeInTheDocument();
});
