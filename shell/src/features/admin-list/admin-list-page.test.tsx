import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ID, OTHER_ID, renderApp, signedInAdmin } from '../../../test/render-app';

const bob = {
  id: OTHER_ID,
  name: 'Bob Builder',
  email: 'bob@example.com',
  avatar: '/media/auth/bob.png',
  user_type: 'admin',
  role: 'editor',
  status: 0,
};

/** The admin list with Bob inactive; `admin/userstatus?id=<Bob>` flips his status as svc-auth does. */
function renderWithInactiveBob() {
  let bobStatus = 0;
  return renderApp({
    route: '/admin/adminlist',
    session: 'admin',
    routes: {
      'GET admin/userlist': () => ({ body: { data: [signedInAdmin, { ...bob, status: bobStatus }] } }),
      'GET admin/userstatus': (_req, url) => {
        if (url.searchParams.get('id') === OTHER_ID) bobStatus = bobStatus ? 0 : 1;
        return { body: { data: { ...bob, status: bobStatus }, message: 'Status changed.' } };
      },
    },
  });
}

function rowOf(name: string): HTMLElement {
  return screen.getByRole('cell', { name }).closest('tr')!;
}

test('lists admins with SL, Image, Name, Email, Type, Status and the default avatar', async () => {
  renderApp({
    route: '/admin/adminlist',
    session: 'admin',
    routes: { 'GET admin/userlist': { body: { data: [signedInAdmin, bob] } } },
  });
  expect(await screen.findByRole('cell', { name: 'Bob Builder' })).toBeInTheDocument();
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['SL', 'Image', 'Name', 'Email', 'Type', 'Role', 'Status']);
  expect(within(rowOf('Ada Admin')).getAllByRole('cell')[0]).toHaveTextContent('1');
  expect(within(rowOf('Bob Builder')).getAllByRole('cell')[0]).toHaveTextContent('2');
  expect(within(rowOf('Ada Admin')).getByRole('img')).toHaveAttribute('src', '/test-file-stub.svg');
  expect(within(rowOf('Bob Builder')).getByRole('img')).toHaveAttribute('src', '/media/auth/bob.png');
});

test("the status badge toggles on click, except on the signed-in admin's own row", async () => {
  const { net } = renderWithInactiveBob();
  await screen.findByRole('cell', { name: 'Bob Builder' });
  expect(within(rowOf('Ada Admin')).queryByRole('button')).toBeNull();
  expect(within(rowOf('Ada Admin')).getByText('Active')).toBeInTheDocument();

  await userEvent.click(within(rowOf('Bob Builder')).getByRole('button', { name: 'Inactive' }));
  expect(await within(rowOf('Bob Builder')).findByRole('button', { name: 'Active' })).toBeInTheDocument();
  expect(net.callsTo('GET admin/userstatus').map((c) => c.search)).toEqual([`?id=${OTHER_ID}`]);
  expect(net.callsTo('GET admin/userstatus').some((c) => c.search.includes(ADMIN_ID))).toBe(false);
});

test('deactivating an admin asks first, naming them; activating does not', async () => {
  const { net } = renderWithInactiveBob();
  const user = userEvent.setup();
  await screen.findByRole('cell', { name: 'Bob Builder' });
  const calls = () => net.callsTo('GET admin/userstatus').length;

  // Activating locks nobody out: at once, no question.
  await user.click(within(rowOf('Bob Builder')).getByRole('button', { name: 'Inactive' }));
  expect(await within(rowOf('Bob Builder')).findByRole('button', { name: 'Active' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls()).toBe(1);

  // Deactivating asks, names the admin and says what it does; Cancel changes nothing.
  await user.click(within(rowOf('Bob Builder')).getByRole('button', { name: 'Active' }));
  let dialog = screen.getByRole('dialog', { name: 'Confirm' });
  expect(dialog).toHaveTextContent(
    'Deactivate Bob Builder (bob@example.com)? They are signed out at once and cannot sign in until an admin activates them again.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls()).toBe(1);
  expect(within(rowOf('Bob Builder')).getByRole('button', { name: 'Active' })).toBeInTheDocument();

  // Escape is a cancel too.
  await user.click(within(rowOf('Bob Builder')).getByRole('button', { name: 'Active' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls()).toBe(1);

  await user.click(within(rowOf('Bob Builder')).getByRole('button', { name: 'Active' }));
  dialog = screen.getByRole('dialog', { name: 'Confirm' });
  await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  expect(await within(rowOf('Bob Builder')).findByRole('button', { name: 'Inactive' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(net.callsTo('GET admin/userstatus').map((c) => c.search)).toEqual([
    `?id=${OTHER_ID}`,
    `?id=${OTHER_ID}`,
  ]);
});

test('Add New checks the fields with the contract schema, then shows the server message', async () => {
  const { net } = renderApp({
    route: '/admin/adminlist',
    session: 'admin',
    routes: {
      'GET admin/userlist': { body: { data: [signedInAdmin] } },
      'POST admin/adminregister': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          data: { email: ['The email has already been taken.'] },
        },
      },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New' }));
  const dialog = screen.getByRole('dialog', { name: 'Add New Admin' });
  await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The name field is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('The email must be a valid email address.')).toBeInTheDocument();
  expect(within(dialog).getByText('The password must be at least 8 characters.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/adminregister')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Name'), 'Carol');
  await user.clear(within(dialog).getByLabelText('Email'));
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('The email has already been taken.')).toBeInTheDocument();
  await waitFor(() =>
    expect(net.callsTo('POST admin/adminregister')[0]?.body).toEqual({
      name: 'Carol',
      email: 'ada@example.com',
      password: 'long-enough-1',
      role: 'editor',
    }),
  );
});

test('an owner sets a role on Add New and in the list, after saying what it does; not their own', async () => {
  let bobRole = 'editor';
  const { net } = renderApp({
    route: '/admin/adminlist',
    session: 'admin',
    routes: {
      'GET admin/userlist': () => ({ body: { data: [signedInAdmin, { ...bob, role: bobRole }] } }),
      'PUT admin/userRole': async (req) => {
        bobRole = ((await req.json()) as { role: string }).role;
        return { body: { data: { ...bob, role: bobRole }, message: 'Role updated.' } };
      },
      'POST admin/adminregister': { status: 201, body: { data: { ...bob, id: 'new', role: 'clerk' } } },
    },
  });
  const user = userEvent.setup();
  await screen.findByRole('cell', { name: 'Bob Builder' });
  expect(screen.getByRole('combobox', { name: 'Role of Ada Admin' })).toBeDisabled();
  const bobsRole = screen.getByRole('combobox', { name: 'Role of Bob Builder' });
  expect(bobsRole).toHaveValue('editor');

  // Cancelling changes nothing.
  await user.selectOptions(bobsRole, 'clerk');
  let dialog = screen.getByRole('dialog', { name: 'Confirm' });
  expect(dialog).toHaveTextContent(
    'Make Bob Builder (bob@example.com) a clerk? They are signed out at once and sign in again with the new role.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(net.callsTo('PUT admin/userRole')).toHaveLength(0);
  expect(bobsRole).toHaveValue('editor');

  await user.selectOptions(bobsRole, 'owner');
  dialog = screen.getByRole('dialog', { name: 'Confirm' });
  expect(dialog).toHaveTextContent('Make Bob Builder (bob@example.com) an owner?');
  await user.click(within(dialog).getByRole('button', { name: 'Make Owner' }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Role of Bob Builder' })).toHaveValue('owner'),
  );
  expect(net.callsTo('PUT admin/userRole').map((c) => c.body)).toEqual([{ id: OTHER_ID, role: 'owner' }]);

  await user.click(screen.getByRole('button', { name: 'Add New' }));
  const add = screen.getByRole('dialog', { name: 'Add New Admin' });
  await user.type(within(add).getByLabelText('Name'), 'Cleo');
  await user.type(within(add).getByLabelText('Email'), 'cleo@example.com');
  await user.type(within(add).getByLabelText('Password'), 'long-enough-1');
  await user.selectOptions(within(add).getByLabelText('Role'), 'Clerk: point of sale');
  await user.click(within(add).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(net.callsTo('POST admin/adminregister').map((c) => c.body)).toEqual([
      { name: 'Cleo', email: 'cleo@example.com', password: 'long-enough-1', role: 'clerk' },
    ]),
  );
  // The endpoint definition's message, the one svc-auth answers (the screen once said its own words).
  expect(await screen.findByText('Admin created successfully.')).toBeInTheDocument();
});

test('the role question reads as English before a vowel (an editor, an owner)', async () => {
  renderApp({
    route: '/admin/adminlist',
    session: 'admin',
    routes: { 'GET admin/userlist': { body: { data: [signedInAdmin, { ...bob, role: 'clerk' }] } } },
  });
  const user = userEvent.setup();
  await screen.findByRole('cell', { name: 'Bob Builder' });
  const bobsRole = screen.getByRole('combobox', { name: 'Role of Bob Builder' });
  for (const [role, words] of [
    ['editor', 'an editor'],
    ['owner', 'an owner'],
  ] as const) {
    await user.selectOptions(bobsRole, role);
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveTextContent(`Make Bob Builder (bob@example.com) ${words}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  }
});

test('the Role column is a compact field naming the role; the Roles panel says what each role does', async () => {
  renderApp({
    route: '/admin/adminlist',
    session: 'admin',
    routes: { 'GET admin/userlist': { body: { data: [signedInAdmin, bob] } } },
  });
  await screen.findByRole('cell', { name: 'Bob Builder' });
  const bobsRole = screen.getByRole('combobox', { name: 'Role of Bob Builder' });
  expect(
    within(bobsRole)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Owner', 'Editor', 'Clerk']);
  // Styled as the product's fields (not the browser's bare control).
  expect(bobsRole).toHaveClass('vd-input', 'vd-role-select');
  const roles = screen.getByRole('region', { name: 'Roles' });
  expect(
    within(roles)
      .getAllByRole('term')
      .map((t) => t.textContent),
  ).toEqual(['Owner', 'Editor', 'Clerk']);
  expect(
    within(roles)
      .getAllByRole('definition')
      .map((d) => d.textContent),
  ).toEqual(['everything, and the admins', 'website content and settings', 'point of sale']);
});

test('an owner lets the clerks open Reports and VAT settings from the Roles panel', async () => {
  let granted = ['reports'];
  const { net } = renderApp({
    route: '/admin/adminlist',
    session: 'admin',
    routes: {
      'GET admin/userlist': { body: { data: [signedInAdmin, bob] } },
      'GET admin/rolePermissions': () => ({ body: { data: [{ role: 'clerk', permissions: granted }] } }),
      'PUT admin/updateRolePermissions': async (req) => {
        granted = ((await req.json()) as { permissions: string[] }).permissions;
        return {
          body: {
            data: { role: 'clerk', permissions: granted },
            message: 'Permissions saved. Admins of that role sign in again to use them.',
          },
        };
      },
    },
  });
  const user = userEvent.setup();
  const roles = await screen.findByRole('region', { name: 'Roles' });
  const reports = await within(roles).findByRole('checkbox', { name: 'Reports' });
  const vat = within(roles).getByRole('checkbox', { name: 'VAT settings' });
  expect(reports).toBeChecked();
  expect(vat).not.toBeChecked();
  const save = within(roles).getByRole('button', { name: 'Save permissions' });
  expect(save).toBeDisabled();
  await user.click(vat);
  await user.click(reports);
  await user.click(save);
  expect(
    await screen.findByText('Permissions saved. Admins of that role sign in again to use them.'),
  ).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateRolePermissions').map((c) => c.body)).toEqual([
    { role: 'clerk', permissions: ['vat_settings'] },
  ]);
  await waitFor(() => expect(within(roles).getByRole('checkbox', { name: 'VAT settings' })).toBeChecked());
  expect(within(roles).getByRole('checkbox', { name: 'Reports' })).not.toBeChecked();
});
