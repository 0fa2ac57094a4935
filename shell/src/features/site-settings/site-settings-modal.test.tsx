import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const setup = {
  websiteData: {
    title: 'Spark Electrical',
    phone: '0123',
    email: 'info@spark.test',
    address: '1 High St',
    google_map: '',
  },
  websiteLogo: { image: '/media/content/logo.png' },
  favicon: { image: '/media/content/favicon.png' },
};

test('site settings open from the sidebar, save, toast and the favicon follows the saved settings', async () => {
  let saved = false;
  const { net } = renderApp({
    route: '/admin',
    session: 'admin',
    routes: {
      'GET getSingleSetup': () => ({
        body: {
          data: saved
            ? {
                ...setup,
                websiteData: { ...setup.websiteData, title: 'Spark & Co' },
                favicon: { image: '/media/content/new.png' },
              }
            : setup,
        },
      }),
      'POST admin/updateSiteData': () => {
        saved = true;
        return { body: { data: null, message: 'Data updated successfully!' } };
      },
    },
  });
  const user = userEvent.setup();
  await waitFor(() =>
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/media/content/favicon.png'),
  );
  await user.click(await screen.findByRole('button', { name: 'Site Settings' }));
  const dialog = screen.getByRole('dialog', { name: 'Site Settings' });
  expect(within(dialog).getByAltText('Logo preview')).toHaveAttribute('src', '/media/content/logo.png');
  const title = within(dialog).getByLabelText('Title');
  expect(title).toHaveValue('Spark Electrical');
  await user.clear(title);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The title field is required.')).toBeInTheDocument();
  await user.type(title, 'Spark & Co');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Data updated successfully!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(net.callsTo('POST admin/updateSiteData')).toHaveLength(1);
  await waitFor(() =>
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/media/content/new.png'),
  );
  expect(await screen.findByRole('link', { name: 'Spark & Co' })).toBeInTheDocument();
});

test("a refused save toasts 'Data not updated!' and shows the field message", async () => {
  renderApp({
    route: '/admin',
    session: 'admin',
    routes: {
      'GET getSingleSetup': { body: { data: setup } },
      'POST admin/updateSiteData': {
        status: 422,
        body: { message: 'The given data was invalid.', data: { logo: ['The logo must be an image.'] } },
      },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Site Settings' }));
  const dialog = screen.getByRole('dialog', { name: 'Site Settings' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Data not updated!')).toBeInTheDocument();
  expect(within(dialog).getByText('The logo must be an image.')).toBeInTheDocument();
});
