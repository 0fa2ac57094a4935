import { screen } from '@testing-library/react';
import { publicPages } from '@voltdesk/contracts';
import { Route, Routes } from 'react-router-dom';
import { renderApp } from '../../test/render-app';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { PUBLIC_PATHS } from './route-ownership';

// The gateway and the web server answer 404 for a path outside libs/contracts' public page list, so the
// shell must hand the site exactly those paths (decision 0009).
test('the public paths are the public page list of the contracts', () => {
  expect([...PUBLIC_PATHS]).toEqual(publicPages.map((p) => p.path));
});

test('an unknown path shows the 404 page with its heading', async () => {
  renderApp({ route: '/nope' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('Sorry, the page you are looking for cannot be found.')).toBeInTheDocument();
  expect(document.title).toMatch(/^Page not found/);
});

// The confirmation and unsubscribe links of the mails land on /newsletter (svc-content redirects there);
// the site remote draws it, so the shell must hand it over instead of showing its 404 page.
test('/newsletter belongs to the site remote', async () => {
  const loader: RemoteLoader = async (name) =>
    function SiteRoutes() {
      return (
        <Routes>
          <Route path="newsletter" element={<h1>Newsletter from {name}</h1>} />
        </Routes>
      );
    };
  renderApp({ route: '/newsletter?result=confirmed', loader });
  expect(await screen.findByRole('heading', { name: 'Newsletter from site' })).toBeInTheDocument();
  expect(screen.queryByText('Sorry, the page you are looking for cannot be found.')).toBeNull();
});
