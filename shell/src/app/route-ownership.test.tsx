import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderApp } from '../../test/render-app';
import type { RemoteLoader } from '../features/remotes/remote-loader';

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
