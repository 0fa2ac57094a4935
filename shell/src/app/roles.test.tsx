import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderApp, signedInAdmin } from '../../test/render-app';
import type { RemoteLoader } from '../features/remotes/remote-loader';

/** Each remote as a one-route stand-in that says which remote drew the screen. */
function standInRemotes(): { loader: RemoteLoader; loaded: string[] } {
  const loaded: string[] = [];
  const loader: RemoteLoader = async (name) => {
    loaded.push(name);
    return function Remote() {
      return (
        <Routes>
          <Route path="*" element={<h1>Screen of {name}</h1>} />
        </Routes>
      );
    };
  };
  return { loader, loaded };
}

const signedInAs = (role: 'owner' | 'editor' | 'clerk', route: string, permissions?: string[]) => {
  const remotes = standInRemotes();
  const app = renderApp({
    route,
    session: 'admin',
    loader: remotes.loader,
    routes: {
      'GET admin/users': {
        body: { data: { ...signedInAdmin, role, ...(permissions ? { permissions } : {}) } },
      },
    },
  });
  return { ...app, loaded: remotes.loaded };
};

const menuLabels = async () => {
  const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
  // The role arrives with the admin's record; the menu then shows that role's entries.
  await waitFor(() => expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument());
  return within(menu)
    .queryAllByRole('link')
    .concat(within(menu).queryAllByRole('button'))
    .map((e) => e.textContent?.replace(/\s*↗.*$/, '').trim());
};

test('a clerk sees the POS and their profile in the menu, no CMS entry, no site settings, no admin list', async () => {
  signedInAs('clerk', '/admin/profile');
  await waitFor(async () => expect(await menuLabels()).toContain('Orders'));
  const labels = await menuLabels();
  expect(labels).toEqual(expect.arrayContaining(['Dashboard', 'New Invoice', 'Quotes', 'Profile', 'Logout']));
  for (const cms of ['Setup', 'Navbars', 'Add Blogs', 'Page List', 'Send Newsletter', 'Site Settings'])
    expect(labels).not.toContain(cms);
  expect(labels).not.toContain('Admin List');
  expect(screen.queryByText('Web Config')).toBeNull();
});

test('a CMS route shows a clerk "Not allowed" and loads nothing of the CMS', async () => {
  const { loaded } = signedInAs('clerk', '/admin/posts');
  expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Your role (clerk) does not open this screen. Ask an owner if you need it.',
  );
  expect(document.title).toMatch(/^Not allowed/);
  expect(loaded).toEqual([]);
});

test('a clerk sees Reports and VAT Settings only as far as an owner allows; the screens follow', async () => {
  for (const [permissions, shown, hidden] of [
    [['reports'], ['Reports'], ['VAT Settings']],
    [['vat_settings'], ['VAT Settings'], ['Reports']],
    [[], [], ['Reports', 'VAT Settings']],
    [['reports', 'vat_settings'], ['Reports', 'VAT Settings'], []],
  ] as const) {
    const { unmount } = signedInAs('clerk', '/admin/profile', [...permissions]);
    await waitFor(async () => expect(await menuLabels()).toContain('Orders'));
    const labels = await menuLabels();
    expect({ permissions, shown: shown.filter((l) => labels.includes(l)) }).toEqual({ permissions, shown });
    expect({ permissions, hidden: hidden.filter((l) => labels.includes(l)) }).toEqual({
      permissions,
      hidden: [],
    });
    unmount();
  }
  const { loaded } = signedInAs('clerk', '/admin/vatsettings', ['reports']);
  expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
  expect(loaded).toEqual([]);
});

test('an owner sees Reports and VAT Settings whatever the clerks may do', async () => {
  signedInAs('owner', '/admin/profile', ['reports', 'vat_settings']);
  await waitFor(async () => expect(await menuLabels()).toContain('Orders'));
  expect(await menuLabels()).toEqual(expect.arrayContaining(['Reports', 'VAT Settings']));
});

test('a clerk opens the POS screens', async () => {
  const { loaded } = signedInAs('clerk', '/admin/orders');
  expect(await screen.findByRole('heading', { name: 'Screen of pos' })).toBeInTheDocument();
  expect(loaded).toEqual(['pos']);
});

test('an editor has the CMS and site settings, not the POS, the admin list or the sales figures', async () => {
  const { net } = signedInAs('editor', '/admin');
  await waitFor(async () => expect(await menuLabels()).toContain('Setup'));
  const labels = await menuLabels();
  expect(labels).toEqual(expect.arrayContaining(['Site Settings', 'Add Blogs', 'Send Newsletter']));
  for (const pos of ['New Invoice', 'Orders', 'Reports', 'Admin List']) expect(labels).not.toContain(pos);
  expect(screen.queryByText('Sales figures are not available right now.')).toBeNull();
  expect(net.callsTo('GET admin/posSummary')).toHaveLength(0);
});

test("the admin list is the owners' screen", async () => {
  signedInAs('editor', '/admin/adminlist');
  expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
});

test('an owner sees every entry and opens every area', async () => {
  signedInAs('owner', '/admin/posts');
  expect(await screen.findByRole('heading', { name: 'Screen of cms' })).toBeInTheDocument();
  const labels = await menuLabels();
  expect(labels).toEqual(
    expect.arrayContaining(['Site Settings', 'Setup', 'Orders', 'Reports', 'Admin List', 'Profile']),
  );
});
