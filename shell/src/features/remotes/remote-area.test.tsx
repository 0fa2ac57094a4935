import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderApp } from '../../../test/render-app';
import { RemoteArea, RemoteLoaderProvider, UNAVAILABLE_TEXT } from './remote-area';
import type { RemoteLoader } from './remote-loader';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

test('a missing remote (no /remotes.json) shows the unavailable state with Retry', async () => {
  const { net } = renderApp({ route: '/' });
  expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(net.callsTo('GET /remotes.json')).toHaveLength(1);
});

test('a remote missing from /remotes.json, or whose entry cannot load, is unavailable', async () => {
  const { net } = renderApp({
    route: '/about',
    routes: { 'GET /remotes.json': { body: { cms: '/remotes/cms/mf-manifest.json' } } },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
  net.use({ 'GET /remotes.json': { body: { site: '/remotes/site/mf-manifest.json' } } });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
  expect(net.callsTo('GET /remotes.json')).toHaveLength(2);
});

test('Retry loads the remote again, and a good answer shows its routes', async () => {
  let calls = 0;
  const loader: RemoteLoader = async (name) => {
    calls += 1;
    if (calls === 1) throw new Error('manifest 404');
    return function SiteRoutes() {
      return (
        <Routes>
          <Route path="/" element={<h1>Landing from {name}</h1>} />
        </Routes>
      );
    };
  };
  renderApp({ route: '/', loader });
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Landing from site' })).toBeInTheDocument();
  expect(screen.queryByText(UNAVAILABLE_TEXT)).not.toBeInTheDocument();
});

test('a remote that crashes takes down only its own area; the admin menu keeps working', async () => {
  const loader: RemoteLoader = async () =>
    function Crashing(): never {
      throw new Error('boom');
    };
  renderApp({
    route: '/admin/navlist',
    session: 'admin',
    loader,
    routes: { 'GET admin/userlist': { body: { data: [] } } },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
  const menu = screen.getByRole('navigation', { name: 'Admin menu' });
  await userEvent.click(within(menu).getByRole('link', { name: 'Admin List' }));
  expect(await screen.findByRole('heading', { name: 'Admin List' })).toBeInTheDocument();
  expect(screen.queryByText(UNAVAILABLE_TEXT)).not.toBeInTheDocument();
});

test('admin paths go to their owner: CMS paths to cms, POS paths to pos', async () => {
  const seen: string[] = [];
  const loader: RemoteLoader = async (name) => {
    seen.push(name);
    return function RemoteRoutes() {
      return (
        <Routes>
          <Route path="pquery/:slug" element={<p>cms page update</p>} />
          <Route path="posupdate/:id" element={<p>pos order update</p>} />
        </Routes>
      );
    };
  };
  renderApp({ route: '/admin/pquery/about-us', session: 'admin', loader });
  expect(await screen.findByText('cms page update')).toBeInTheDocument();
  const menu = screen.getByRole('navigation', { name: 'Admin menu' });
  await userEvent.click(within(menu).getByRole('link', { name: 'Orders' }));
  await waitFor(() => expect(seen).toEqual(['cms', 'pos']));
  expect(window.location.pathname).toBe('/admin/orders');
});

test('a slow remote times out into the unavailable state', async () => {
  const never: RemoteLoader = () => new Promise(() => undefined);
  render(
    <RemoteLoaderProvider loader={never}>
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <RemoteArea name="pos" timeoutMs={50} />
      </MemoryRouter>
    </RemoteLoaderProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeInTheDocument();
});
