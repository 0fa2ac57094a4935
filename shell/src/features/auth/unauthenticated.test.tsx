import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

test("an 'Unauthenticated.' answer from any call clears the session and shows /login", async () => {
  renderApp({
    route: '/admin/adminlist',
    session: 'admin',
    routes: { 'GET admin/userlist': { status: 401, body: { message: 'Unauthenticated.' } } },
  });
  expect(await screen.findByRole('heading', { name: 'Login Panel' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/login');
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('userType')).toBeNull();
  expect(localStorage.getItem('userId')).toBeNull();
  expect(screen.getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
});

test('a revoked token is noticed on start when the user is loaded', async () => {
  renderApp({
    route: '/admin',
    session: 'admin',
    routes: { 'GET admin/users': { status: 401, body: { message: 'Unauthenticated.' } } },
  });
  expect(await screen.findByRole('heading', { name: 'Login Panel' })).toBeInTheDocument();
});

test('Logout in the sidebar calls logout, clears storage and goes to /login', async () => {
  const { net } = renderApp({ route: '/admin', session: 'admin' });
  const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
  await userEvent.click(screen.getAllByRole('button', { name: 'Logout' }).find((b) => menu.contains(b))!);
  expect(await screen.findByRole('heading', { name: 'Login Panel' })).toBeInTheDocument();
  expect(net.callsTo('GET logout')[0]?.headers.get('authorization')).toBe('Bearer token-ada');
  expect(localStorage.getItem('accessToken')).toBeNull();
});

test('Logout in the avatar menu does the same', async () => {
  const { net } = renderApp({ route: '/admin', session: 'admin' });
  await userEvent.click(await screen.findByRole('button', { name: /ada admin/i }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(await screen.findByRole('heading', { name: 'Login Panel' })).toBeInTheDocument();
  await waitFor(() => expect(net.callsTo('GET logout')).toHaveLength(1));
});

test('a 503 (a service that cannot verify sessions right now) keeps the user signed in', async () => {
  const { net } = renderApp({
    route: '/admin/adminlist',
    session: 'admin',
    routes: {
      'GET admin/userlist': {
        status: 503,
        body: { message: 'Cannot verify sessions right now. Please try again shortly.' },
      },
    },
  });
  await waitFor(() => expect(net.callsTo('GET admin/userlist')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Login Panel' })).toBeNull());
  expect(localStorage.getItem('accessToken')).toBe('token-ada');
  expect(window.location.pathname).toBe('/admin/adminlist');
});
