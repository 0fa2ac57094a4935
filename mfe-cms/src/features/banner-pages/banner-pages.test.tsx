import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formFields, renderCms } from '../../../test/render-cms';
import { bannerPages, id } from '../../../test/fixtures';

test('Banner page list: Background Image form (banner_page_image) and SL, Title, /banner/{slug}', async () => {
  const { net } = renderCms('/admin/bannerlist', {
    'GET admin/getBannerpage': { body: { data: bannerPages } },
    'POST admin/createSingleSetup': {
      status: 422,
      body: { message: 'Invalid', data: { title: ['Too long.'] } },
    },
  });
  const user = userEvent.setup();
  expect(await screen.findByRole('link', { name: '/banner/winter-offer' })).toHaveAttribute(
    'href',
    '/banner/winter-offer',
  );
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Title',
    'Slug',
    'Action',
  ]);
  const bg = screen.getByRole('form', { name: 'Background Image' });
  await user.click(within(bg).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Data not updated!')).toBeInTheDocument();
  expect(within(bg).getByText('Too long.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/createSingleSetup')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Edit Winter offer' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/bannerupdate/winter-offer'),
  );
});

test('Banner create sends header part, banner part and blocks, then goes to the list', async () => {
  let sent: Record<string, string> = {};
  renderCms('/admin/bannercreate', {
    'GET admin/getBannerpage': { body: { data: bannerPages } },
    'POST admin/insertBannerpage': async (request) => {
      sent = await formFields(request);
      return { status: 201, body: { data: bannerPages[0], message: 'Banner page created successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(screen.getByText('The banner title field is required.')).toBeInTheDocument();
  expect(screen.getByText('The header image field is required.')).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Image'), new File(['x'], 'e.png', { type: 'image/png' }));
  expect(screen.queryByText('The header image field is required.')).toBeNull();
  await user.type(screen.getByLabelText('Title'), 'Spring');
  await user.type(screen.getByLabelText('Sort Description'), 'Spring checks');
  await user.type(screen.getByLabelText('Banner Title'), 'Book early');
  await user.type(screen.getByLabelText('Banner Description'), 'Slots are going');
  await user.upload(screen.getByLabelText('Banner Image'), new File(['x'], 'b.png', { type: 'image/png' }));
  await user.type(within(screen.getByRole('group', { name: 'Block 1' })).getByLabelText('Text'), 'Call us');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Banner page created successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/bannerlist'));
  expect(sent).toEqual({
    title: 'Spring',
    sort_description: 'Spring checks',
    banner_title: 'Book early',
    banner_description: 'Slots are going',
    json_data: JSON.stringify([{ text: 'Call us', tag: 'p', link: '', serial: 1 }]),
    em_image: 'file:e.png',
    banner_image: 'file:b.png',
    publication: 'published',
  });
});

test('Banner update loads by slug (get_by_slug) and saves with id and status', async () => {
  let sent: Record<string, string> = {};
  renderCms('/admin/bannerupdate/winter-offer', {
    'GET get_by_slug': { body: { data: bannerPages[0] } },
    'GET admin/getBannerpage': { body: { data: bannerPages } },
    'POST admin/updateBannerpage': async (request) => {
      sent = await formFields(request);
      return { body: { data: bannerPages[0], message: 'Banner page updated successfully.' } };
    },
  });
  const user = userEvent.setup();
  expect(await screen.findByLabelText('Banner Title')).toHaveValue('Half price EICR');
  await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Banner page updated successfully.')).toBeInTheDocument();
  expect(sent).toMatchObject({ id: id(71), status: '0', banner_title: 'Half price EICR' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/bannerlist'));
});
