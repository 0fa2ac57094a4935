import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formFields, invalid, renderCms } from '../../../test/render-cms';
import { cards, id } from '../../../test/fixtures';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

test('Top Banner is the mainBanner setup entry; saving toasts the setup text', async () => {
  let sent: Record<string, string> = {};
  renderCms('/admin/banner', {
    'GET getCardSection': { body: { data: cards } },
    'POST admin/createSingleSetup': async (request) => {
      sent = await formFields(request);
      return { body: { data: {}, message: 'Data updated successfully!' } };
    },
  });
  const user = userEvent.setup();
  const top = await screen.findByRole('form', { name: 'Top Banner' });
  expect(within(top).getByLabelText('Title')).toHaveValue('Safe power');
  await user.clear(within(top).getByLabelText('Description'));
  await user.click(within(top).getByRole('button', { name: 'Save' }));
  expect(within(top).getByText('The description field is required.')).toBeInTheDocument();
  await user.type(within(top).getByLabelText('Description'), 'Day and night');
  await user.click(within(top).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Data updated successfully!')).toBeInTheDocument();
  expect(sent).toEqual({ key: 'mainBanner', title: 'Safe power', description: 'Day and night' });
});

test('Card List: rows, add with a slug and an image (multipart), update with status', async () => {
  let sent: Record<string, string> = {};
  renderCms('/admin/banner', {
    'GET getCardSection': { body: { data: cards } },
    'POST admin/insertCardSection': async (request) => {
      sent = await formFields(request);
      return { status: 201, body: { data: cards[0], message: 'Card created successfully.' } };
    },
    'POST admin/updateCardSection': async (request) => {
      sent = await formFields(request);
      return invalid({ link: ['The link format is invalid.'] });
    },
  });
  const user = userEvent.setup();
  expect(await screen.findByRole('cell', { name: 'EV chargers' })).toBeInTheDocument();
  expect(within(rowOf('EV chargers')).getByText('Inactive')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add New' }));
  const add = screen.getByRole('dialog', { name: 'Add Card' });
  await user.click(within(add).getByRole('button', { name: 'Save' }));
  expect(within(add).getByText('The image field is required.')).toBeInTheDocument();
  await user.type(within(add).getByLabelText('Title'), 'Lighting');
  await user.type(within(add).getByLabelText('Link or slug'), 'lighting');
  await user.upload(within(add).getByLabelText('Image'), new File(['x'], 'l.png', { type: 'image/png' }));
  await user.click(within(add).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Card created successfully.')).toBeInTheDocument();
  expect(sent).toEqual({ title: 'Lighting', link: '/lighting', image: 'file:l.png' });
  expect(screen.queryByRole('dialog', { name: 'Add Card' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Edit EV chargers' }));
  const edit = screen.getByRole('dialog', { name: 'Update Card' });
  await user.selectOptions(within(edit).getByLabelText('Status'), 'Active');
  await user.click(within(edit).getByRole('button', { name: 'Update' }));
  expect(await within(edit).findByText('The link format is invalid.')).toBeInTheDocument();
  expect(sent).toEqual({ id: id(32), title: 'EV chargers', link: '/service/ev', status: '1' });
});

test('a card is deleted after the confirmation', async () => {
  const { net } = renderCms('/admin/banner', {
    'GET getCardSection': { body: { data: cards } },
    'DELETE admin/deleteCardSection': { body: { data: null, message: 'Card deleted successfully.' } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Rewiring' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm' });
  expect(within(confirm).getByText('Are you sure delete?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Card deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(net.callsTo('DELETE admin/deleteCardSection')[0]!.search).toBe(`?id=${id(31)}`));
});
