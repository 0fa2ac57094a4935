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

const PREVIEW_HTML =
  '<!doctype html><html><body><strong>Spark &amp; Co</strong><p>Hello [subscriber name],</p><p>Hello</p></body></html>';
const previewReply = {
  body: { data: { subject: 'Winter news', html: PREVIEW_HTML, text: 'Hello [subscriber name],\n\nHello' } },
};

async function fillDraft(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Subject'), 'Winter news');
  await user.type(screen.getByLabelText('Message'), '<p>Hello</p>');
}

test('Send newsletter: subject and message required, and the server names fields it refuses', async () => {
  const { net } = renderCms('/admin/sendnewletter', {
    'POST admin/newsletterPreview': invalid({
      subject: ['The subject may not be greater than 200 characters.'],
    }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Send' }));
  expect(screen.getByText('The subject field is required.')).toBeInTheDocument();
  expect(screen.getByText('The message field is required.')).toBeInTheDocument();
  // Nothing is asked of the servers for a draft the contract refuses: no dialog, no count, no preview.
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await user.click(screen.getByRole('button', { name: 'Send test to me' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(net.calls.filter((c) => c.path !== 'getSingleSetup' && c.path !== 'businessClock')).toEqual([]);
  await fillDraft(user);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('The subject may not be greater than 200 characters.')).toBeInTheDocument();
  expect(document.title).toBe('Send Newsletter');
});

test('Preview shows the mail as subscribers will see it, in a sandboxed frame', async () => {
  const { net } = renderCms('/admin/sendnewletter', { 'POST admin/newsletterPreview': previewReply });
  const user = userEvent.setup();
  await fillDraft(user);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  const preview = await screen.findByRole('region', { name: 'Preview' });
  const frame = within(preview).getByTitle('Newsletter preview');
  expect(frame).toHaveAttribute('srcdoc', PREVIEW_HTML);
  // Nothing inside may run: an empty sandbox allows no scripts, forms or navigation.
  expect(frame).toHaveAttribute('sandbox', '');
  expect(within(preview).getByText('Winter news')).toBeInTheDocument();
  expect(net.callsTo('POST admin/newsletterPreview')[0]!.body).toEqual({
    subject: 'Winter news',
    message: '<p>Hello</p>',
  });
  // Editing the draft takes the stale preview away.
  await user.type(screen.getByLabelText('Subject'), '!');
  expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  expect(net.callsTo('POST admin/sendNewsLetter')).toEqual([]);
});

test('Send test to me mails the draft and says where it went', async () => {
  const { net } = renderCms('/admin/sendnewletter', {
    'POST admin/newsletterTest': {
      body: { data: { to: 'ada@spark.test' }, message: 'Test e-mail sent to ada@spark.test.' },
    },
  });
  const user = userEvent.setup();
  await fillDraft(user);
  await user.click(screen.getByRole('button', { name: 'Send test to me' }));
  expect(await screen.findByText('Test e-mail sent to ada@spark.test.')).toBeInTheDocument();
  // The body is the draft alone: the address is the server's to choose (the signed-in admin's).
  expect(net.callsTo('POST admin/newsletterTest')[0]!.body).toEqual({
    subject: 'Winter news',
    message: '<p>Hello</p>',
  });
  expect(net.callsTo('POST admin/sendNewsLetter')).toEqual([]);
});

test('Send asks first with the number of subscribers; one Idempotency-Key per dialog; then the delivery screen', async () => {
  let sends = 0;
  const { net } = renderCms('/admin/sendnewletter', {
    'GET admin/newsletterAudience': { body: { data: { recipients: 3 } } },
    'POST admin/sendNewsLetter': () => {
      sends += 1;
      return { body: { data: { id: id(70) }, message: 'Newsletter queued.' } };
    },
    'GET admin/notifications': { body: { data: [], meta: { page: 1, per_page: 20, total: 0 } } },
  });
  const user = userEvent.setup();
  await fillDraft(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send newsletter' });
  expect(
    await within(dialog).findByText(
      'Send “Winter news” to 3 subscribers? It goes out at once and cannot be called back.',
    ),
  ).toBeInTheDocument();
  // Cancelling sends nothing; opening again counts again.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sends).toBe(0);
  net.use({ 'GET admin/newsletterAudience': { body: { data: { recipients: 4 } } } });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const again = await screen.findByRole('dialog', { name: 'Send newsletter' });
  const confirm = await within(again).findByRole('button', { name: 'Send to 4 subscribers' });
  expect(net.callsTo('GET admin/newsletterAudience')).toHaveLength(2);
  await user.dblClick(confirm);
  expect(await screen.findByText('Newsletter queued.')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/newsletterDelivery/${id(70)}`),
  );
  // The double click sends once and says so once; its key lets svc-content queue one newsletter for it.
  const posted = net.callsTo('POST admin/sendNewsLetter');
  expect(posted).toHaveLength(1);
  expect(screen.getAllByText('Newsletter queued.')).toHaveLength(1);
  // The one key format of every front end (app-core's newIdempotencyKey): a v4 UUID.
  expect(posted[0]!.headers.get('Idempotency-Key')).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  expect(posted[0]!.body).toEqual({ subject: 'Winter news', message: '<p>Hello</p>' });
});

test('Send with no confirmed subscribers cannot be confirmed', async () => {
  const { net } = renderCms('/admin/sendnewletter', {
    'GET admin/newsletterAudience': { body: { data: { recipients: 0 } } },
  });
  const user = userEvent.setup();
  await fillDraft(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send newsletter' });
  expect(
    await within(dialog).findByText('Nobody would receive it: there are no confirmed subscribers yet.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  expect(net.callsTo('POST admin/sendNewsLetter')).toEqual([]);
});
