import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

async function submit(email = 'ada@example.com', password = 'secret-password') {
  const user = userEvent.setup();
  await user.clear(await screen.findByLabelText('Email'));
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: /login/i }));
  return user;
}

test('shows the Login Panel with e-mail, password, Check me and Login', async () => {
  renderApp({ route: '/login' });
  expect(await screen.findByRole('heading', { name: 'Login Panel' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(screen.getByLabelText('Check me')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Login Panel | Spark Electrical'));
});

test.each([
  ['the inactive-account message', 'inactive', 'Your account is inactive.'],
  ['the not-match message', 'notMatch', 'Email or password does not match.'],
])('shows %s', async (_, key, message) => {
  renderApp({
    route: '/login',
    routes: {
      'POST login': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { [key]: [message] } },
      },
    },
  });
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});

test("shows the server's first message under each field", async () => {
  renderApp({
    route: '/login',
    routes: {
      'POST login': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            email: ['The email must be a valid email address.', 'second message'],
            password: ['The password field is required.'],
          },
        },
      },
    },
  });
  await submit('not-an-email', '');
  expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument();
  expect(screen.queryByText('second message')).not.toBeInTheDocument();
  expect(screen.getByText('The password field is required.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
});

test("shows 'Network problem' when the server cannot be reached", async () => {
  renderApp({ route: '/login', routes: { 'POST login': 'network-error' } });
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Network problem');
});

test('shows the lockout message of a 429', async () => {
  renderApp({
    route: '/login',
    routes: {
      'POST login': {
        status: 429,
        headers: { 'Retry-After': '60' },
        body: { message: 'Too many login attempts. Please try again in 60 seconds.' },
      },
    },
  });
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts');
});

test('a successful login stores the session and opens the dashboard; Check me keeps the e-mail', async () => {
  const { net } = renderApp({
    route: '/login',
    routes: {
      'POST login': {
        body: {
          data: {
            id: '64b7f0c2a1b2c3d4e5f60718',
            user_type: 'admin',
            access_token: 'jwt-token',
            name: 'Ada Admin',
            email: 'ada@example.com',
            avatar: null,
          },
        },
      },
    },
  });
  await userEvent.click(await screen.findByLabelText('Check me'));
  await submit();
  expect(await screen.findByText('Welcome to admin panel')).toBeInTheDocument();
  expect(localStorage.getItem('accessToken')).toBe('jwt-token');
  expect(localStorage.getItem('userType')).toBe('admin');
  expect(localStorage.getItem('userId')).toBe(btoa('64b7f0c2a1b2c3d4e5f60718'));
  expect(localStorage.getItem('rememberedEmail')).toBe('ada@example.com');
  expect(net.callsTo('POST login')[0]?.body).toEqual({
    email: 'ada@example.com',
    password: 'secret-password',
  });
  await waitFor(() =>
    expect(net.callsTo('GET admin/users')[0]?.headers.get('authorization')).toBe('Bearer jwt-token'),
  );
});

test('the Login button shows a spinner while the call runs', async () => {
  let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
  renderApp({
    route: '/login',
    routes: {
      'POST login': () => new Promise((resolve) => (answer = resolve)),
    },
  });
  await submit();
  const button = screen.getByRole('button', { name: /login/i });
  expect(button).toBeDisabled();
  expect(within(button).getByRole('status', { name: 'Logging in' })).toBeInTheDocument();
  answer({
    status: 422,
    body: { message: 'The given data was invalid.', errors: { notMatch: ['No match.'] } },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('No match.');
  expect(screen.getByRole('button', { name: /login/i })).toBeEnabled();
});

test('Check me off forgets a remembered e-mail after the next login', async () => {
  renderApp({
    route: '/login',
    remembered: 'kept@example.com',
    routes: {
      'POST login': {
        body: {
          data: {
            id: '1',
            user_type: 'admin',
            access_token: 't',
            name: 'A',
            email: 'kept@example.com',
            avatar: null,
          },
        },
      },
    },
  });
  expect(await screen.findByLabelText('Email')).toHaveValue('kept@example.com');
  expect(screen.getByLabelText('Check me')).toBeChecked();
  await userEvent.click(screen.getByLabelText('Check me'));
  await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: /login/i }));
  expect(await screen.findByText('Welcome to admin panel')).toBeInTheDocument();
  expect(localStorage.getItem('rememberedEmail')).toBeNull();
});
