import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formFields, invalid, renderCms } from '../../../test/render-cms';

const form = (name: string) => within(screen.getByRole('form', { name }));

test('shows one form per setup section, filled from getSingleSetup', async () => {
  renderCms('/admin/setup');
  expect(await screen.findByRole('form', { name: 'Configuration' })).toBeInTheDocument();
  for (const name of [
    'Website Logo',
    'Left Banner',
    'Social Link',
    'Account Info',
    'Slider Image',
    'QR Code',
    'Right Banner',
    'Contact Background',
    'News letter',
    'Set E-mail & Unpaid Time',
  ]) {
    expect(screen.getByRole('form', { name })).toBeInTheDocument();
  }
  expect(form('Configuration').getByLabelText('Title')).toHaveValue('Brightline Electrical');
  expect(form('Set E-mail & Unpaid Time').getByLabelText('Time (minutes)')).toHaveValue(10);
  expect(form('Set E-mail & Unpaid Time').getByLabelText('Time (minutes)')).toHaveAttribute(
    'placeholder',
    'Example 10',
  );
  expect(document.title).toBe('Setup Page | Brightline Electrical');
});

test("a section saves its key and fields as multipart and toasts 'Data updated successfully!'", async () => {
  let sent: Record<string, string> = {};
  const { net } = renderCms('/admin/setup', {
    'POST admin/createSingleSetup': async (request) => {
      sent = await formFields(request);
      return { body: { data: {}, message: 'Data updated successfully!' } };
    },
  });
  const user = userEvent.setup();
  const unpaid = await screen.findByRole('form', { name: 'Set E-mail & Unpaid Time' });
  const time = within(unpaid).getByLabelText('Time (minutes)');
  await user.clear(time);
  await user.click(within(unpaid).getByRole('button', { name: 'Save' }));
  expect(within(unpaid).getByText('The time field is required.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/createSingleSetup')).toHaveLength(0);

  await user.type(time, '15');
  await user.click(within(unpaid).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Data updated successfully!')).toBeInTheDocument();
  expect(sent).toEqual({ key: 'unpiadInvoice', email: 'desk@brightline.example', time: '15' });
});

test('image-only sections need a file; the server field error shows with "Data not updated!"', async () => {
  const { net } = renderCms('/admin/setup', {
    'POST admin/createSingleSetup': invalid({ image: ['The image must be an image.'] }),
  });
  const user = userEvent.setup();
  const qr = await screen.findByRole('form', { name: 'QR Code' });
  await user.click(within(qr).getByRole('button', { name: 'Save' }));
  expect(within(qr).getByText('The image field is required.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/createSingleSetup')).toHaveLength(0);

  await user.upload(within(qr).getByLabelText('Image'), new File(['x'], 'qr.txt', { type: 'image/png' }));
  await user.click(within(qr).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Data not updated!')).toBeInTheDocument();
  expect(within(qr).getByText('The image must be an image.')).toBeInTheDocument();
});

test('Right Banner requires its texts and link before saving', async () => {
  const { net } = renderCms('/admin/setup');
  const user = userEvent.setup();
  const right = await screen.findByRole('form', { name: 'Right Banner' });
  await user.click(within(right).getByRole('button', { name: 'Save' }));
  expect(within(right).getByText('The special title field is required.')).toBeInTheDocument();
  expect(within(right).getByText('The link field is required.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/createSingleSetup')).toHaveLength(0);
});
