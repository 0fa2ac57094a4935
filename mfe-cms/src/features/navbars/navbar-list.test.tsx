import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalid, renderCms } from '../../../test/render-cms';
import { id, navbars } from '../../../test/fixtures';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

test('lists the items with SL, Parent (Self when top level) and Status', async () => {
  renderCms('/admin/navlist', { 'GET admin/allNavbar': { body: { data: navbars } } });
  expect(await screen.findByRole('cell', { name: 'Rewiring' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Name',
    'Parent',
    'Status',
    'Action',
  ]);
  const cells = within(rowOf('Rewiring')).getAllByRole('cell');
  expect(cells[0]).toHaveTextContent('2');
  expect(cells[2]).toHaveTextContent('Services');
  expect(within(rowOf('Contact')).getAllByRole('cell')[2]).toHaveTextContent('Self');
  expect(within(rowOf('Contact')).getByText('Inactive')).toBeInTheDocument();
  expect(document.title).toBe('Navbar List');
});

test('Add New sends the insert defaults, offers only top-level parents, closes and reloads', async () => {
  let rows = [...navbars];
  const { net } = renderCms('/admin/navlist', {
    'GET admin/allNavbar': () => ({ body: { data: rows } }),
    'POST admin/insertNavbar': () => {
      rows = [...rows, { ...navbars[1]!, id: id(4), name: 'Lighting' }];
      return { status: 201, body: { data: rows[3], message: 'Navbar created successfully.' } };
    },
  });
  const user = userEvent.setup();
  // The parents offered are the listed items: an editor opens the form once the list is on screen.
  await screen.findByRole('cell', { name: 'Rewiring' });
  await user.click(screen.getByRole('button', { name: 'Add New' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Navbar' });
  const parent = within(dialog).getByLabelText('Parent');
  await waitFor(() =>
    expect(
      within(parent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select (top level)', 'Services', 'Contact']),
  );
  expect(within(dialog).getByLabelText('Navbar')).toHaveDisplayValue('Navbar Show');
  expect(within(dialog).getByLabelText('Useful')).toHaveDisplayValue('None');
  expect(within(dialog).queryByLabelText('Status')).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The name field is required.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertNavbar')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Name'), 'Lighting');
  await user.selectOptions(parent, 'Services');
  await user.type(within(dialog).getByLabelText('Link'), '/lighting');
  await user.type(within(dialog).getByLabelText('Priority'), '4');
  await user.selectOptions(within(dialog).getByLabelText('Quick'), 'Quick Show');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Navbar created successfully.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Add Navbar' })).toBeNull();
  expect(net.callsTo('POST admin/insertNavbar')[0]!.body).toEqual({
    name: 'Lighting',
    parentid: id(1),
    link: '/lighting',
    priority: 4,
    nav_active: 1,
    useful_active: 0,
    quick_active: 1,
  });
  expect(await screen.findByRole('cell', { name: 'Lighting' })).toBeInTheDocument();
});

test('update has status and shows the server field error from a 422', async () => {
  const { net } = renderCms('/admin/navlist', {
    'GET admin/allNavbar': { body: { data: navbars } },
    'PUT admin/updateNavbar': invalid({ link: ['The link format is invalid.'] }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Contact' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Navbar' });
  expect(within(dialog).getByLabelText('Status')).toHaveDisplayValue('Inactive');
  await user.selectOptions(within(dialog).getByLabelText('Status'), 'Active');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await within(dialog).findByText('The link format is invalid.')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateNavbar')[0]!.body).toMatchObject({
    id: id(3),
    name: 'Contact',
    parentid: 0,
    priority: 3,
    status: 1,
  });
});

test("delete asks 'Are you sure delete?' and then deletes by id", async () => {
  const { net } = renderCms('/admin/navlist', {
    'GET admin/allNavbar': { body: { data: navbars } },
    'DELETE admin/deleteNavbar': { body: { data: null, message: 'Navbar deleted successfully.' } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Rewiring' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm' });
  expect(within(confirm).getByText('Are you sure delete?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Navbar deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(net.callsTo('DELETE admin/deleteNavbar')[0]!.search).toBe(`?id=${id(2)}`));
});
