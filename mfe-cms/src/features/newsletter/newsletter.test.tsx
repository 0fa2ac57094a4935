import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalid, renderCms } from '../../../test/render-cms';
import { id, subscribers } from '../../../test/fixtures';

jest.mock('@voltdesk/app-core/editor', () => jest.requireActual('../../../test/editor-stub'));

test('Subscriber list: SL, Name, Email, Status; delete with confirm', async () => {
  const { net } = renderCms('/admin/newsLetters', {
    'GET admin/getNewsLetter': { body: { data: subscribers } },
    'DELETE admin/deleteNewsLetter': { body: { data: null, message: 'Subscriber deleted successfully.' } },
  });
  const user = userEvent.setup();
  expect(await screen.findByRole('cell', { name: 'alan@example.com' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Name',
    'Email',
    'Status',
    'Action',
  ]);
  expect(screen.getByText('pending')).toBeInTheDocument();
  expect(document.title).toBe('Subscriber list');
  await user.click(screen.getByRole('button', { name: 'Delete Alan Turing' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm' });
  expect(within(confirm).getByText('Are you sure delete?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Subscriber deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(net.callsTo('DELETE admin/deleteNewsLetter')[0]!.search).toBe(`?id=${id(82)}`));
});

test('Send newsletter: subject and message required, server errors, then reset after success', async () => {
  const { net } = renderCms('/admin/sendnewletter', {
    'POST admin/sendNewsLetter': invalid({
      subject: ['The subject may not be greater than 200 characters.'],
    }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Send' }));
  expect(screen.getByText('The subject field is required.')).toBeInTheDocument();
  expect(screen.getByText('The message field is required.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Subject'), 'Winter news');
  await user.type(screen.getByLabelText('Message'), '<p>Hello</p>');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('The subject may not be greater than 200 characters.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/sendNewsLetter')[0]!.body).toEqual({
    subject: 'Winter news',
    message: '<p>Hello</p>',
  });

  net.use({ 'POST admin/sendNewsLetter': { body: { data: { queued: 2 }, message: 'Newsletter queued.' } } });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Newsletter queued.')).toBeInTheDocument();
  expect(screen.getByLabelText('Subject')).toHaveValue('');
  expect(screen.getByLabelText('Message')).toHaveValue('');
  expect(document.title).toBe('Send Newsletter');
});
