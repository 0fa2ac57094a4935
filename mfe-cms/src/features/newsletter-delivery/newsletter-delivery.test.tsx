import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterDeliverySummary, NotificationItem } from '@voltdesk/contracts';
import { renderCms } from '../../../test/render-cms';
import { id } from '../../../test/fixtures';

const NL = id(70);
const winter: NewsletterDeliverySummary = {
  id: NL,
  subject: 'Winter safety',
  requested_at: '2026-11-24T16:27:00.000Z',
  recipients: 3,
  queued: 1,
  sent: 1,
  failed: 1,
  cancelled: 0,
};
const mail = (n: number, over: Partial<NotificationItem>): NotificationItem => ({
  id: id(40 + n),
  kind: 'newsletter_delivery',
  to: `reader-${n}@mail.test`,
  subject: 'Winter safety',
  status: 'sent',
  attempts: 1,
  last_error: null,
  run_at: '2026-11-24T16:27:00.000Z',
  sent_at: null,
  created_at: '2026-11-24T16:27:00.000Z',
  ...over,
});
const mails = [
  mail(1, { status: 'sent', sent_at: '2026-11-24T16:28:00.000Z' }),
  mail(2, { status: 'failed', attempts: 1, last_error: '550 5.1.1 Mailbox does not exist' }),
  mail(3, { status: 'queued', attempts: 1, last_error: '451 4.3.0 Try again later' }),
];
const log = (data: NotificationItem[], newsletters = [winter]) => ({
  body: { data, meta: { page: 1, per_page: 20, total: data.length, newsletters } },
});

test('Newsletter delivery: each newsletter with its sent, failed and pending counts, linked to its recipients', async () => {
  const { net } = renderCms('/admin/newsletterDelivery', {
    'GET admin/newsletters': { body: { data: [winter], meta: { page: 1, per_page: 20, total: 1 } } },
  });
  const user = userEvent.setup();
  const link = await screen.findByRole('link', { name: 'Winter safety' });
  const row = link.closest('tr')!;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['1', 'Winter safety', expect.stringMatching(/24 Nov 2026/), '3', '1', '1', '1', '0']);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Newsletter',
    'Sent on',
    'Recipients',
    'Sent',
    'Failed',
    'Pending',
    'Cancelled',
  ]);
  expect(net.callsTo('GET admin/newsletters')[0]!.search).toBe('?page=1&per_page=20');
  expect(document.title).toBe('Newsletter delivery');
  // The server searches the subjects.
  await user.type(screen.getByRole('searchbox', { name: 'Search newsletters' }), 'winter{Enter}');
  await waitFor(() =>
    expect(new URLSearchParams(net.callsTo('GET admin/newsletters').at(-1)!.search).get('search')).toBe(
      'winter',
    ),
  );
  await user.click(link);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/newsletterDelivery/${NL}`),
  );
});

test('One newsletter per recipient: states and reasons, filter, search, retry of the failed mails', async () => {
  const { net } = renderCms(`/admin/newsletterDelivery/${NL}`, {
    'GET admin/notifications': (_req, url) =>
      url.searchParams.get('status') === 'failed' ? log([mails[1]!]) : log(mails),
    'POST admin/retryNewsletter': {
      body: { data: { retried: 1 }, message: '1 failed mail queued again.' },
    },
  });
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Winter safety' })).toBeInTheDocument();
  const counts = screen.getByRole('list', { name: 'Delivery counts' });
  expect(counts).toHaveTextContent('3 recipients');
  expect(counts).toHaveTextContent('1 sent');
  expect(counts).toHaveTextContent('1 failed');
  expect(counts).toHaveTextContent('1 pending');
  const table = screen.getByRole('table', { name: 'Recipients' });
  const rowOf = (address: string) => within(table).getByRole('cell', { name: address }).closest('tr')!;
  expect(within(rowOf('reader-1@mail.test')).getByText('Sent')).toBeInTheDocument();
  expect(within(rowOf('reader-2@mail.test')).getByText('Failed')).toBeInTheDocument();
  expect(
    within(rowOf('reader-2@mail.test')).getByText('550 5.1.1 Mailbox does not exist'),
  ).toBeInTheDocument();
  expect(within(rowOf('reader-3@mail.test')).getByText('Pending')).toBeInTheDocument();
  // Only a failed mail offers a retry of its own.
  expect(within(rowOf('reader-1@mail.test')).queryByRole('button', { name: /Retry/ })).toBeNull();
  expect(document.title).toBe('Delivery: Winter safety');
  const first = new URLSearchParams(net.callsTo('GET admin/notifications')[0]!.search);
  expect(first.get('newsletter_id')).toBe(NL);

  await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
  await waitFor(() => expect(within(table).queryByRole('cell', { name: 'reader-1@mail.test' })).toBeNull());
  expect(new URLSearchParams(net.calls.at(-1)!.search).get('status')).toBe('failed');

  await user.type(screen.getByRole('searchbox', { name: 'Search recipients' }), 'reader-2{Enter}');
  await waitFor(() => expect(new URLSearchParams(net.calls.at(-1)!.search).get('search')).toBe('reader-2'));

  const loads = net.callsTo('GET admin/notifications').length;
  await user.click(screen.getByRole('button', { name: 'Retry failed mails (1)' }));
  expect(await screen.findByText('1 failed mail queued again.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/retryNewsletter')[0]!.body).toEqual({ id: NL });
  // The log is loaded again: the retried mail now reads pending.
  await waitFor(() => expect(net.callsTo('GET admin/notifications').length).toBeGreaterThan(loads));
  await user.click(screen.getByRole('button', { name: 'Retry reader-2@mail.test' }));
  await waitFor(() => expect(net.callsTo('POST admin/retryNewsletter')).toHaveLength(2));
  expect(net.callsTo('POST admin/retryNewsletter')[1]!.body).toEqual({ id: NL, notification_id: id(42) });
});

test('Retry is offered only when something failed; one recipient is one recipient', async () => {
  renderCms(`/admin/newsletterDelivery/${NL}`, {
    'GET admin/notifications': log(
      [mails[0]!],
      [{ ...winter, recipients: 1, failed: 0, queued: 0, sent: 1 }],
    ),
  });
  const counts = await screen.findByRole('list', { name: 'Delivery counts' });
  expect(screen.getByRole('button', { name: 'Retry failed mails (0)' })).toBeDisabled();
  expect(
    within(counts)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toContain('1 recipient');
});
