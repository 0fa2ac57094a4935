import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import type { RevisionView } from '@voltdesk/contracts';
import { renderCms } from '../../test/render-cms';
import { id, pages } from '../../test/fixtures';

jest.mock('@voltdesk/app-core/editor', () => jest.requireActual('../../test/editor-stub'));

/** The signed-in admin of `renderCms`. */
const me = id(99);
const edie = id(41);
const gus = id(42);
/** An admin svc-auth no longer knows. */
const removed = id(43);

const revision = (n: number, adminId: string, name: string): RevisionView => ({
  id: id(900 + n),
  kind: 'page',
  record_id: id(21),
  admin_id: adminId,
  at: `2026-11-0${n}T10:00:00.000Z`,
  snapshot: { name, description: `<p>${name} text</p>`, publication: 'published' },
});
// Newest first, as svc-content answers: Gus twice, to show his name is asked for once.
const revisions = [
  revision(5, gus, 'Privacy'),
  revision(4, me, 'Privacy notice'),
  revision(3, removed, 'Privacy policy'),
  revision(2, edie, 'Privacy and cookies'),
  revision(1, gus, 'Privacy draft'),
];

/** Page Update of the Privacy page with its revisions; `names` answers svc-auth's `admin/adminNames`. */
async function renderRevisions(names: RouteHandler) {
  const { net, store } = renderCms('/admin/pquery/privacy', {
    'GET pagebyslug': { body: { data: pages[0] } },
    'GET admin/pages': { body: { data: pages } },
    'GET admin/revisions': { body: { data: revisions } },
    'GET admin/adminNames': names,
  });
  /** Where the names call stands in the store ('pending', 'fulfilled', 'rejected'), once made. */
  const namesStatus = () =>
    Object.values(store.getState().api.queries).find((q) => q?.endpointName === 'cmsAdminNames')?.status;
  const panel = within(await screen.findByRole('region', { name: 'Revisions' }));
  await panel.findByRole('cell', { name: 'Privacy draft' });
  /** The "By" cell of each row, newest first. */
  const byColumn = () =>
    panel
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
  return { net, panel, byColumn, namesStatus };
}

test('says You for my saves and the name svc-auth gives for the others, asked for in one call', async () => {
  const { net, byColumn } = await renderRevisions({
    body: {
      data: [
        { id: edie, name: 'Edie Editor' },
        { id: gus, name: 'Gus Gone' },
      ],
    },
  });
  await waitFor(() =>
    expect(byColumn()).toEqual(['Gus Gone', 'You', 'Admin …f60043', 'Edie Editor', 'Gus Gone']),
  );
  // Mine are not asked for; each other admin once, in one call.
  const calls = net.callsTo('GET admin/adminNames');
  expect(calls).toHaveLength(1);
  expect(new URLSearchParams(calls[0]!.search).get('ids')).toBe([edie, gus, removed].sort().join(','));
});

test('keeps the end of the id when svc-auth cannot be asked, and the panel still works', async () => {
  const { panel, byColumn, namesStatus } = await renderRevisions({
    status: 500,
    body: { message: 'Server Error' },
  });
  await waitFor(() => expect(namesStatus()).toBe('rejected'));
  expect(byColumn()).toEqual(['Admin …f60042', 'You', 'Admin …f60043', 'Admin …f60041', 'Admin …f60042']);
  // Viewing a revision needs no name.
  const user = userEvent.setup();
  const rows = panel.getAllByRole('row').slice(1);
  await user.click(within(rows[3]!).getByRole('button', { name: /View/ }));
  expect(panel.getByText('Privacy and cookies text')).toBeInTheDocument();
  expect(within(rows[3]!).getByRole('button', { name: /Restore/ })).toBeEnabled();
});

test('asks svc-auth nothing when every revision is mine', async () => {
  const { net } = renderCms('/admin/pquery/privacy', {
    'GET pagebyslug': { body: { data: pages[0] } },
    'GET admin/pages': { body: { data: pages } },
    'GET admin/revisions': { body: { data: [revision(2, me, 'Privacy'), revision(1, me, 'Privacy draft')] } },
  });
  const panel = within(await screen.findByRole('region', { name: 'Revisions' }));
  await panel.findByRole('cell', { name: 'Privacy draft' });
  expect(panel.getAllByRole('cell', { name: 'You' })).toHaveLength(2);
  expect(net.callsTo('GET admin/adminNames')).toHaveLength(0);
});
