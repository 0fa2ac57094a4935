import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentEndpoints, posEndpoints } from '@voltdesk/contracts';
import { ADMIN_ID, OTHER_ID, renderApp, signedInAdmin } from '../../../test/render-app';

const ada = {
  id: OTHER_ID,
  name: 'Ada Lovelace',
  email: 'ada.lovelace@example.com',
  avatar: null,
  user_type: 'admin',
  role: 'editor',
  status: 1,
};

/** An entry as svc-auth answers it. */
const entry = (n: number, patch: Record<string, unknown> = {}) => ({
  id: `01JDEV0000000000000000${String(n).padStart(4, '0')}`,
  admin_id: OTHER_ID,
  admin_name: 'Ada Lovelace',
  admin_email: 'ada.lovelace@example.com',
  role: 'editor',
  service: 'content',
  endpoint: 'updatePost',
  method: 'POST',
  path: 'admin/updatePost',
  target: '64b7f0c2a1b2c3d4e5f6aaaa',
  label: 'Spring offers',
  status: 200,
  request_id: `req-${n}`,
  at: '2026-11-26T10:14:00.000Z',
  ...patch,
});

/**
 * svc-auth's admin/activity over 60 entries: pages of `per_page`, filtered by `admin` as the server does
 * (the other filters are checked by the query the screen sends).
 */
function renderLog(role: 'owner' | 'editor' = 'owner') {
  const all = Array.from({ length: 60 }, (_, i) =>
    i === 0
      ? entry(0)
      : i === 1
        ? entry(1, {
            admin_id: ADMIN_ID,
            admin_name: 'Ada Admin',
            role: 'owner',
            service: 'auth',
            endpoint: 'changePassword',
            path: 'changePassword',
            method: 'PUT',
            target: null,
            label: null,
          })
        : entry(i, { label: `Post ${i}` }),
  );
  return renderApp({
    route: '/admin/activity',
    session: 'admin',
    routes: {
      'GET admin/users': { body: { data: { ...signedInAdmin, role } } },
      'GET admin/userlist': { body: { data: [signedInAdmin, ada] } },
      'GET admin/activity': (_req, url) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        const perPage = Number(url.searchParams.get('per_page') ?? 25);
        const admin = url.searchParams.get('admin');
        const matching = admin ? all.filter((e) => e.admin_id === admin) : all;
        if (url.searchParams.get('to') === '2026-11-01' && url.searchParams.get('from') === '2026-11-02')
          return {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              data: { to: ['The end date must be on or after the start date.'] },
            },
          };
        return {
          body: {
            data: matching.slice((page - 1) * perPage, page * perPage),
            meta: { page, per_page: perPage, total: matching.length },
          },
        };
      },
    },
  });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

test('shows who did what and when, in words, a page at a time from the server', async () => {
  const { net } = renderLog();
  expect(await screen.findByRole('heading', { name: 'Activity Log' })).toBeInTheDocument();
  expect(await screen.findByText('Ada Lovelace (editor) updated post ‘Spring offers’')).toBeInTheDocument();
  expect(screen.getByText('Ada Admin (owner) changed their password')).toBeInTheDocument();
  const first = rows()[0]!;
  expect(within(first).getByText(/26 Nov 2026 \d\d:14/)).toBeInTheDocument();
  expect(first).toHaveTextContent('Website & CMS');
  expect(first).toHaveTextContent('POST admin/updatePost · 64b7f0c2a1b2c3d4e5f6aaaa · 200 · request req-0');
  expect(rows()).toHaveLength(25);
  expect(net.callsTo('GET admin/activity')[0]!.search).toBe('?page=1&per_page=25');

  const pager = screen.getByRole('navigation', { name: 'Activity log pages' });
  expect(pager).toHaveTextContent('1–25 of 60');
  await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Ada Lovelace (editor) updated post ‘Post 25’')).toBeInTheDocument();
  expect(rows()[0]).toHaveTextContent('26');
  expect(net.callsTo('GET admin/activity').at(-1)!.search).toBe('?page=2&per_page=25');
});

test('says each write with the phrase of its endpoint definition, legacy wire names included', async () => {
  renderApp({
    route: '/admin/activity',
    session: 'admin',
    routes: {
      'GET admin/users': { body: { data: { ...signedInAdmin, role: 'owner' } } },
      'GET admin/userlist': { body: { data: [signedInAdmin, ada] } },
      'GET admin/activity': {
        body: {
          data: [
            entry(0, {
              endpoint: 'deleteNewsLetter',
              method: 'DELETE',
              path: 'admin/deleteNewsLetter',
              label: 'ada@example.com',
            }),
            entry(1, { service: 'pos', endpoint: 'duePay', path: 'admin/duePay', label: 'INV-0042' }),
          ],
          meta: { page: 1, per_page: 25, total: 2 },
        },
      },
    },
  });
  const subscriber = `Ada Lovelace (editor) ${contentEndpoints.deleteNewsLetter.activity} ‘ada@example.com’`;
  expect(await screen.findByText(subscriber)).toBeInTheDocument();
  expect(subscriber).toBe('Ada Lovelace (editor) deleted subscriber ‘ada@example.com’');
  expect(
    screen.getByText(`Ada Lovelace (editor) ${posEndpoints.duePay.activity} ‘INV-0042’`),
  ).toHaveTextContent('Ada Lovelace (editor) took a payment on order ‘INV-0042’');
});

test('filters by admin, area and dates on the server, back to the first page', async () => {
  const { net } = renderLog();
  const user = userEvent.setup();
  await screen.findByText('Ada Lovelace (editor) updated post ‘Spring offers’');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Ada Lovelace (editor) updated post ‘Post 25’');

  await user.selectOptions(screen.getByLabelText('Admin'), 'Ada Admin (ada@example.com)');
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(screen.getByText('Ada Admin (owner) changed their password')).toBeInTheDocument();
  expect(net.callsTo('GET admin/activity').at(-1)!.search).toBe(`?page=1&per_page=25&admin=${ADMIN_ID}`);

  await user.selectOptions(screen.getByLabelText('Area'), 'Point of sale');
  await user.type(screen.getByLabelText('From'), '02/11/2026');
  await user.type(screen.getByLabelText('To'), '01/11/2026');
  await waitFor(() =>
    expect(net.callsTo('GET admin/activity').at(-1)!.search).toBe(
      `?page=1&per_page=25&admin=${ADMIN_ID}&service=pos&from=2026-11-02&to=2026-11-01`,
    ),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The end date must be on or after the start date.',
  );

  // Clearing shows the unfiltered first page again (the answer already fetched for it).
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByText('Ada Lovelace (editor) updated post ‘Spring offers’')).toBeInTheDocument();
  expect(rows()).toHaveLength(25);
  expect(screen.getByLabelText('Admin')).toHaveValue('');
  expect(screen.getByLabelText('To')).toHaveValue('');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the menu offers the log to owners', async () => {
  renderLog('owner');
  const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
  expect(await within(menu).findByRole('link', { name: 'Activity Log' })).toHaveAttribute(
    'href',
    '/admin/activity',
  );
});

test('an editor has no menu entry, gets Not allowed on the route and nothing is asked', async () => {
  const { net } = renderLog('editor');
  expect(await screen.findByRole('heading', { name: /not allowed/i })).toBeInTheDocument();
  const editorMenu = screen.getByRole('navigation', { name: 'Admin menu' });
  expect(within(editorMenu).queryByRole('link', { name: 'Activity Log' })).toBeNull();
  expect(net.callsTo('GET admin/activity')).toEqual([]);
});
