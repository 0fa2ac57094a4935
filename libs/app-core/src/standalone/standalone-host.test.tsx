import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../testing';
import { makeStore } from '../store';
import { StandaloneHost } from './index';

test('an admin remote page asks for a sign-in, then shows the remote routes', async () => {
  localStorage.clear();
  const net = mockFetch({
    'POST login': {
      body: {
        data: { id: '1', user_type: 'admin', access_token: 'tok', name: 'A', email: 'a@b.io', avatar: null },
      },
    },
  });
  const store = makeStore();
  render(<StandaloneHost store={store} requireAdmin title="cms" RemoteRoutes={() => <h1>Navbar List</h1>} />);
  await userEvent.type(screen.getByLabelText('Email'), 'a@b.io');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('heading', { name: 'Navbar List' })).toBeInTheDocument();
  expect(store.getState().session.token).toBe('tok');
  net.restore();
});
