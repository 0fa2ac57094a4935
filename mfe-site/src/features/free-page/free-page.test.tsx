import { screen } from '@testing-library/react';
import { renderSite } from '../../../test/render-site';
import { freePage } from '../../../test/fixtures';

describe('free page /p/{slug}', () => {
  it('shows the name and the description', async () => {
    const { net } = renderSite('/p/privacy-policy', { 'GET pagebyslug': { body: { data: freePage } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(net.callsTo('GET pagebyslug')[0]!.search).toBe('?slug=privacy-policy');
    expect(screen.getByText('We only use your details to answer your enquiry.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
  });

  it('redirects an inactive page (status 0) to /', async () => {
    renderSite('/p/privacy-policy', { 'GET pagebyslug': { body: { data: { ...freePage, status: 0 } } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expert electricians for homes and businesses' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('redirects an unknown page to /', async () => {
    renderSite('/p/nope', { 'GET pagebyslug': { status: 404, body: { message: 'Not found.' } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expert electricians for homes and businesses' }),
    ).toBeInTheDocument();
  });
});
