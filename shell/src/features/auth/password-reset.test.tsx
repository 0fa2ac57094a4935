import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { INCOMPLETE_LINK_TEXT, MISMATCH_TEXT } from './reset-password-page';

const SENT = 'If an admin account uses that e-mail address, we have sent it a link to choose a new password.';
const TOKEN = 'A'.repeat(43);

test('"Forgot password?" on the login panel asks for the e-mail and says what happens next', async () => {
  const { net } = renderApp({
    route: '/login',
    routes: { 'POST forgotPassword': { status: 200, body: { data: null, message: SENT } } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
  expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('status')).toHaveTextContent(SENT);
  expect(net.callsTo('POST forgotPassword')[0]?.body).toEqual({ email: 'ada@example.com' });
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
});

test('the forgot page shows the server message under the e-mail, and a lockout above the form', async () => {
  const { net } = renderApp({
    route: '/forgot-password',
    routes: {
      'POST forgotPassword': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { email: ['The email must be a valid email address.'] },
        },
      },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  net.use({
    'POST forgotPassword': {
      status: 429,
      body: { message: 'Too many reset requests. Please try again in 5 minutes.' },
    },
  });
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many reset requests. Please try again in 5 minutes.',
  );
});

test('the reset page checks both boxes before it sends, then confirms the change', async () => {
  const { net } = renderApp({
    route: `/reset-password?token=${TOKEN}`,
    routes: {
      'POST resetPassword': {
        status: 200,
        body: { data: null, message: 'Your password has been changed. Sign in with the new password.' },
      },
    },
  });
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('New password'), 'short');
  await user.type(screen.getByLabelText('Repeat the new password'), 'shorter');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByText(MISMATCH_TEXT)).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(net.callsTo('POST resetPassword')).toHaveLength(0);
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), 'a-new-long-password');
  await user.clear(screen.getByLabelText('Repeat the new password'));
  await user.type(screen.getByLabelText('Repeat the new password'), 'a-new-long-password');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  expect(net.callsTo('POST resetPassword')[0]?.body).toEqual({
    token: TOKEN,
    password: 'a-new-long-password',
  });
  await user.click(screen.getByRole('link', { name: 'Back to login' }));
  expect(await screen.findByRole('heading', { name: 'Login Panel' })).toBeInTheDocument();
});

test('a used or expired link says so and offers a new one; a link without a token says so at once', async () => {
  const first = renderApp({
    route: `/reset-password?token=${TOKEN}`,
    routes: {
      'POST resetPassword': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { token: ['This reset link is invalid, used or expired. Ask for a new one.'] },
        },
      },
    },
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), 'a-new-long-password');
  await user.type(screen.getByLabelText('Repeat the new password'), 'a-new-long-password');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid, used or expired.');
  expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');

  first.unmount();
  renderApp({ route: '/reset-password' });
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE_LINK_TEXT));
});

test('a link already used says so instead of showing the form', async () => {
  const { net } = renderApp({
    route: `/reset-password?token=${TOKEN}`,
    routes: {
      'GET resetPassword': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { token: ['This link was already used'] } },
      },
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used');
  expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save new password' })).not.toBeInTheDocument();
  expect(net.callsTo('GET resetPassword')[0]?.search).toBe(`?token=${TOKEN}`);
});

test('a link that still works shows the form', async () => {
  const { net } = renderApp({
    route: `/reset-password?token=${TOKEN}`,
    routes: { 'GET resetPassword': { status: 200, body: { data: null } } },
  });
  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  await waitFor(() => expect(net.callsTo('GET resetPassword')).toHaveLength(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
