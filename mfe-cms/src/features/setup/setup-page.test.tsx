import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@voltdesk/app-core';
import { formFields, invalid, renderCms, renderCmsAfterPageLoad } from '../../../test/render-cms';
import { setup } from '../../../test/fixtures';

const form = (name: string) => within(screen.getByRole('form', { name }));

test('shows one form per setup section, filled from getSingleSetup', async () => {
  const { store } = renderCms('/admin/setup');
  // The shell reads the setup on start; the title names the site from that read.
  void store.dispatch(api.endpoints.setupEntries.initiate(undefined, { subscribe: false }));
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

test('the unpaid-invoice e-mail and time, once saved, show again after the page is reloaded', async () => {
  // svc-content answers the private `unpiadInvoice` entry to an admin's token only (public-admin-extras).
  let unpaid = { email: 'desk@brightline.example', time: 10 };
  const publicSetup = Object.fromEntries(Object.entries(setup).filter(([key]) => key !== 'unpiadInvoice'));
  const server = {
    'GET getSingleSetup': (request: Request) => ({
      body: {
        data: request.headers.has('authorization') ? { ...publicSetup, unpiadInvoice: unpaid } : publicSetup,
      },
    }),
    'POST admin/createSingleSetup': async (request: Request) => {
      const { email = '', time = '' } = await formFields(request);
      unpaid = { email, time: Number(time) };
      return { body: { data: { unpiadInvoice: unpaid }, message: 'Data updated successfully!' } };
    },
  };
  const { unmount } = renderCms('/admin/setup', server);
  const user = userEvent.setup();
  const first = within(await screen.findByRole('form', { name: 'Set E-mail & Unpaid Time' }));
  await user.clear(first.getByLabelText('Receiving E-mail'));
  await user.type(first.getByLabelText('Receiving E-mail'), 'owner@brightline.example');
  await user.clear(first.getByLabelText('Time (minutes)'));
  await user.type(first.getByLabelText('Time (minutes)'), '25');
  await user.click(first.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Data updated successfully!')).toBeInTheDocument();
  unmount();

  await renderCmsAfterPageLoad('/admin/setup', server);
  const reloaded = within(await screen.findByRole('form', { name: 'Set E-mail & Unpaid Time' }));
  expect(reloaded.getByLabelText('Receiving E-mail')).toHaveValue('owner@brightline.example');
  expect(reloaded.getByLabelText('Time (minutes)')).toHaveValue(25);
});
