import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

function passwordForm() {
  return screen.getByRole('heading', { name: 'Change Password' }).closest('section')!;
}

test("a wrong old password shows the server's noMatch message in a red alert", async () => {
  renderApp({
    route: '/admin/profile',
    session: 'admin',
    routes: {
      'PUT changePassword': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { noMatch: ['Old password does not match.'] },
        },
      },
    },
  });
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Admin Profile' });
  const form = passwordForm();
  await user.type(within(form).getByLabelText('Old Password'), 'wrong-one');
  await user.type(within(form).getByLabelText('New Password'), 'brand-new-pass');
  await user.click(within(form).getByRole('button', { name: 'Change Password' }));
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('Old password does not match.');
  expect(alert).toHaveClass('vd-alert--danger');
});

test("a changed password shows the server's match message in a green alert", async () => {
  const { net } = renderApp({
    route: '/admin/profile',
    session: 'admin',
    routes: {
      'PUT changePassword': {
        body: { message: 'Password changed.', match: 'Password changed successfully.' },
      },
    },
  });
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Admin Profile' });
  const form = passwordForm();
  await user.type(within(form).getByLabelText('Old Password'), 'old-password');
  await user.type(within(form).getByLabelText('New Password'), 'brand-new-pass');
  await user.click(within(form).getByRole('button', { name: 'Change Password' }));
  const ok = await within(form).findByText('Password changed successfully.');
  expect(ok).toHaveClass('vd-alert--success');
  expect(net.callsTo('PUT changePassword')[0]?.body).toEqual({
    old_password: 'old-password',
    new_password: 'brand-new-pass',
  });
});

test('the profile form shows the name error under the name', async () => {
  renderApp({
    route: '/admin/profile',
    session: 'admin',
    routes: {
      'POST updateProfile': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { name: ['The name may not be greater than 100 characters.'] },
        },
      },
    },
  });
  const user = userEvent.setup();
  const name = await screen.findByDisplayValue('Ada Admin');
  await user.type(name, ' Lovelace');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('The name may not be greater than 100 characters.')).toBeInTheDocument();
});

test('Sign out everywhere revokes every session on the server, then clears this one and shows /login', async () => {
  const { net } = renderApp({
    route: '/admin/profile',
    session: 'admin',
    routes: { 'POST logoutEverywhere': { body: { data: null, message: 'Signed out everywhere.' } } },
  });
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Admin Profile' });
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByRole('heading', { name: 'Login Panel' })).toBeInTheDocument();
  expect(net.callsTo('POST logoutEverywhere')[0]?.headers.get('authorization')).toBe('Bearer token-ada');
  expect(localStorage.getItem('accessToken')).toBeNull();
});

test('Sign out everywhere keeps the session when the server could not do it', async () => {
  renderApp({
    route: '/admin/profile',
    session: 'admin',
    routes: {
      'POST logoutEverywhere': { status: 503, body: { message: 'Cannot verify sessions right now.' } },
    },
  });
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Admin Profile' });
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  expect(localStorage.getItem('accessToken')).toBe('token-ada');
  expect(screen.getByRole('heading', { name: 'Admin Profile' })).toBeInTheDocument();
});
