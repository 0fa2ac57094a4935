import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formFields, invalid, renderCms } from '../../../test/render-cms';
import { id, servicePages } from '../../../test/fixtures';

test('Service list: SL, Name, /service/{slug}, actions and the service_page_image background form', async () => {
  let sent: Record<string, string> = {};
  const { net } = renderCms('/admin/servicePageList', {
    'GET admin/getService': { body: { data: servicePages } },
    'POST admin/createSingleSetup': async (request) => {
      sent = await formFields(request);
      return { body: { data: {}, message: 'Data updated successfully!' } };
    },
    'DELETE admin/deleteService': { body: { data: null, message: 'Service page deleted successfully.' } },
  });
  const user = userEvent.setup();
  expect(await screen.findByRole('link', { name: '/service/rewiring' })).toHaveAttribute(
    'href',
    '/service/rewiring',
  );
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Name',
    'Slug',
    'Action',
  ]);
  const bg = screen.getByRole('form', { name: 'Background Image' });
  expect(within(bg).getByLabelText('Title')).toHaveValue('Services');
  await user.click(within(bg).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Data updated successfully!')).toBeInTheDocument();
  expect(sent).toEqual({ key: 'service_page_image', title: 'Services' });

  await user.click(screen.getByRole('button', { name: 'Delete Rewiring' }));
  expect(screen.getByText('Are you sure delete?')).toBeInTheDocument();
  await user.click(
    within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
  );
  await waitFor(() => expect(net.callsTo('DELETE admin/deleteService')[0]!.search).toBe(`?id=${id(61)}`));
});

test('Service create: block rules (serials, first block fixed, text required), multipart json_data, then the list', async () => {
  let sent: Record<string, string> = {};
  renderCms('/admin/serviceCreate', {
    'GET admin/getService': { body: { data: servicePages } },
    'POST admin/insertService': async (request) => {
      sent = await formFields(request);
      return { status: 201, body: { data: servicePages[0], message: 'Service page created successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Title'), 'EV chargers');
  await user.type(screen.getByLabelText('Short Description'), 'Home charging points');
  await user.upload(screen.getByLabelText('Image'), new File(['x'], 'ev.png', { type: 'image/png' }));
  const first = within(screen.getByRole('group', { name: 'Block 1' }));
  expect(first.getByLabelText('Serial')).toHaveValue(1);
  expect(first.getByLabelText('Tag')).toHaveDisplayValue('Paragraph');
  expect(first.queryByRole('button', { name: /Remove/ })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Add New' }));
  await user.click(screen.getByRole('button', { name: 'Add New' }));
  expect(within(screen.getByRole('group', { name: 'Block 3' })).getByLabelText('Serial')).toHaveValue(3);
  await user.click(screen.getByRole('button', { name: 'Remove block 2' }));
  expect(screen.queryByRole('group', { name: 'Block 3' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(first.getByText('The text field is required.')).toBeInTheDocument();

  await user.type(first.getByLabelText('Text'), 'Why charge at home');
  await user.selectOptions(first.getByLabelText('Tag'), 'Header');
  const second = within(screen.getByRole('group', { name: 'Block 2' }));
  await user.type(second.getByLabelText('Text'), 'Book a survey');
  await user.selectOptions(second.getByLabelText('Tag'), 'List');
  await user.type(second.getByLabelText('Link'), '/contact');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Service page created successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/servicePageList'));
  expect(sent.title).toBe('EV chargers');
  expect(sent.sort_description).toBe('Home charging points');
  expect(sent.em_image).toBe('file:ev.png');
  expect(JSON.parse(sent.json_data!)).toEqual([
    { text: 'Why charge at home', tag: 'h', link: '', serial: 1 },
    { text: 'Book a survey', tag: 'li', link: '/contact', serial: 3 },
  ]);
});

test('Service update loads by slug, sends id and status, and shows server field errors', async () => {
  let sent: Record<string, string> = {};
  const { net } = renderCms('/admin/servicePageUpdate/rewiring', {
    'GET service_get_by_slug': { body: { data: servicePages[0] } },
    'POST admin/updateService': async (request) => {
      sent = await formFields(request);
      return invalid({ 'json_data.1.link': ['The link format is invalid.'] });
    },
  });
  const user = userEvent.setup();
  expect(await screen.findByLabelText('Title')).toHaveValue('Rewiring');
  expect(net.callsTo('GET service_get_by_slug')[0]!.search).toBe('?slug=rewiring');
  expect(screen.getAllByRole('group')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('The link format is invalid.')).toBeInTheDocument();
  expect(sent).toMatchObject({ id: id(61), status: '1', title: 'Rewiring' });
  expect(JSON.parse(sent.json_data!)).toHaveLength(2);
});

test('Service update restores a revision, then schedules the page', async () => {
  const sent: Record<string, string>[] = [];
  const { net } = renderCms('/admin/servicePageUpdate/rewiring', {
    'GET service_get_by_slug': { body: { data: servicePages[0] } },
    'GET admin/getService': { body: { data: servicePages } },
    'POST admin/updateService': async (request) => {
      sent.push(await formFields(request));
      return { body: { data: servicePages[0], message: 'Service page updated successfully.' } };
    },
    'GET admin/revisions': {
      body: {
        data: [
          {
            id: id(902),
            kind: 'service-page',
            record_id: id(61),
            admin_id: id(99),
            at: '2026-11-02T10:00:00.000Z',
            snapshot: { title: 'Rewiring' },
          },
          {
            id: id(901),
            kind: 'service-page',
            record_id: id(61),
            admin_id: id(98),
            at: '2026-11-01T10:00:00.000Z',
            snapshot: { title: 'Full rewires' },
          },
        ],
      },
    },
  });
  const user = userEvent.setup();
  const panel = within(await screen.findByRole('region', { name: 'Revisions' }));
  expect(await panel.findByRole('cell', { name: 'Full rewires' })).toBeInTheDocument();
  expect(net.callsTo('GET admin/revisions')[0]!.search).toBe(`?kind=service-page&id=${id(61)}`);
  await user.click(panel.getAllByRole('button', { name: /Restore/ })[0]!);
  await user.click(
    within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Restore' }),
  );
  // The form shows the revision; nothing is written until Update.
  await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Full rewires'));
  expect(net.calls.filter((call) => call.method !== 'GET')).toEqual([]);

  expect(await screen.findByLabelText('Publication')).toHaveDisplayValue('Published');
  // Shown the business's way (en-GB, London), not the browser's (jsdom is en-US).
  expect(screen.getByLabelText('Publish at (empty: at once)')).toHaveValue('01/11/2026 09:00');
  fireEvent.change(screen.getByLabelText('Publish at (empty: at once)'), {
    target: { value: '2031-06-01T08:15' },
  });
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Service page updated successfully.')).toBeInTheDocument();
  expect(sent[0]).toMatchObject({
    title: 'Full rewires',
    publication: 'published',
    // 08:15 on the business's clock (London, summer time), whatever the browser's zone.
    publish_at: '2031-06-01T07:15:00.000Z',
  });
});
