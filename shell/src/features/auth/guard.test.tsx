import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ID, renderApp } from '../../../test/render-app';

test('/admin without a token goes to /login', async () => {
  renderApp({ route: '/admin/adminlist' });
  expect(await screen.findByRole('heading', { name: 'Login Panel' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/login');
});

test('/admin with a token of a user who is not an admin goes to /login', async () => {
  renderApp({ route: '/admin', session: { token: 't', userType: 'customer', userId: ADMIN_ID } });
  expect(await screen.findByRole('heading', { name: 'Login Panel' })).toBeInTheDocument();
});

test('a signed-in admin opening /login goes to the dashboard', async () => {
  renderApp({ route: '/login', session: 'admin' });
  expect(await screen.findByText('Welcome to admin panel')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin');
  await waitFor(() => expect(document.title).toBe('Dashboard | Spark Electrical'));
});

test('any other path shows the 404 page', async () => {
  renderApp({ route: '/no/such/page' });
  expect(await screen.findByText('Sorry, the page you are looking for cannot be found.')).toBeInTheDocument();
});

test('an unknown admin path shows the 404 text inside the admin layout', async () => {
  renderApp({ route: '/admin/nothing-here', session: 'admin' });
  expect(await screen.findByText('Sorry, the page you are looking for cannot be found.')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
});

test('the layout shows every menu group and entry, the avatar menu and the footer', async () => {
  renderApp({ route: '/admin', session: 'admin' });
  const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
  // The entries follow the signed-in admin's role, which arrives with their record (admin/users).
  await waitFor(() => expect(menu).toHaveTextContent('Admin List'));
  for (const group of ['Web Config', 'Pages', 'Blogs', 'POS', 'Users']) expect(menu).toHaveTextContent(group);
  for (const entry of [
    'Dashboard',
    'Site Settings',
    'Setup',
    'Banner & Card',
    'Navbars',
    'Testimonials',
    'Price Page',
    'Subscribers',
    'Send Newsletter',
    'Newsletter Delivery',
    'Page List',
    'Create Page',
    'Banner Pages',
    'Create Banner Page',
    'Service Pages',
    'Create Service Page',
    'Add Blogs',
    'New Invoice',
    'Orders',
    'Categories',
    'Services',
    'Materials',
    'Customers',
    'Expenses',
    'Admin List',
    'Profile',
    'Logout',
  ])
    expect(menu).toHaveTextContent(entry);
  const landing = screen.getByRole('link', { name: /visit website/i });
  expect(landing).toHaveAttribute('target', '_blank');
  expect(landing).toHaveAttribute('href', '/');
  expect(await screen.findByRole('link', { name: 'Spark Electrical' })).toHaveAttribute('href', '/admin');
  expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Spark Electrical`);
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Developed by');

  await userEvent.click(await screen.findByRole('button', { name: /ada admin/i }));
  const avatarMenu = screen.getByRole('menu');
  expect(avatarMenu).toHaveTextContent('Ada Admin');
  expect(avatarMenu).toHaveTextContent('admin');
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/admin/profile');
});

test('the dashboard shows the POS figures when svc-pos answers', async () => {
  renderApp({
    route: '/admin',
    session: 'admin',
    routes: {
      'GET admin/posSummary': {
        body: {
          data: {
            today: { invoices: 2, takings: 150.5 },
            week: { invoices: 5, takings: 600 },
            month: { invoices: 9, takings: 1250.25 },
            outstanding_due: 320,
            unpaid_count: 3,
          },
        },
      },
    },
  });
  const summary = await screen.findByRole('region', { name: 'Sales summary' });
  expect(summary).toHaveTextContent('£150.50');
  expect(summary).toHaveTextContent('£320.00');
  expect(summary).toHaveTextContent('3 unpaid');
});

test('the dashboard stays quiet when svc-pos does not answer', async () => {
  renderApp({ route: '/admin', session: 'admin' });
  expect(await screen.findByText('Sales figures are not available right now.')).toBeInTheDocument();
});
