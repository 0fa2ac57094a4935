import { screen, waitFor } from '@testing-library/react';
import { landingWith, PUBLIC_URL, renderSite } from '../../../test/render-site';
import { freePage } from '../../../test/fixtures';

describe('free page /p/{slug}', () => {
  it('shows the name and the description', async () => {
    const { net } = renderSite('/p/privacy-policy', { 'GET pagebyslug': { body: { data: freePage } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(net.callsTo('GET pagebyslug')[0]!.search).toBe('?slug=privacy-policy');
    expect(screen.getByText('We only use your details to answer your enquiry.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
  });

  // svc-content answers a page visitors do not see only to an admin's token: that answer is the preview,
  // shown with the site's own components, marked, and kept out of search engines.
  it.each([
    [{ status: 0 }, 'It is inactive.'],
    [{ publication: 'draft', publish_at: null }, 'It is a draft.'],
    [{ publication: 'published', publish_at: '2999-01-01T09:00:00.000Z' }, 'It is scheduled for'],
  ])('previews a page visitors do not see (%j) to the admin', async (state, reason) => {
    renderSite('/p/privacy-policy', { 'GET pagebyslug': { body: { data: { ...freePage, ...state } } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    const notice = screen.getByText(/Only admins see this page/);
    expect(notice).toHaveTextContent(`Preview. ${reason}`);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });

  it('shows a published page without the preview notice and open to search engines', async () => {
    renderSite('/p/privacy-policy', {
      'GET pagebyslug': {
        body: { data: { ...freePage, publication: 'published', publish_at: '2020-01-01T09:00:00.000Z' } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.queryByText(/Only admins see this page/)).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows the 404 page, headed and kept out of search engines, for an unknown page', async () => {
    renderSite('/p/nope', { 'GET pagebyslug': { status: 404, body: { message: 'Not found.' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you are looking for cannot be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(/^Page not found/));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it("titles and describes the page by the editor's search texts", async () => {
    const page = {
      ...freePage,
      seo_title: 'How we use your data',
      meta_description: 'What Brightline Electrical keeps about you, and for how long.',
    };
    renderSite('/p/privacy-policy', {
      'GET pagebyslug': { body: { data: page } },
      'GET landding': landingWith({ setup: { websiteLogo: { image: '/media/content/logo.png' } } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('How we use your data | Brightline Electrical'));
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toBe(page.meta_description);
    expect(content('meta[property="og:description"]')).toBe(page.meta_description);
    await waitFor(() =>
      expect(content('meta[name="twitter:title"]')).toBe('How we use your data | Brightline Electrical'),
    );
    // No picture of its own: shared with the logo.
    expect(content('meta[property="og:image"]')).toBe(`${PUBLIC_URL}/media/content/logo.png`);
    expect(content('meta[name="twitter:image"]')).toBe(`${PUBLIC_URL}/media/content/logo.png`);
  });

  it("shares the page with the editor's social image", async () => {
    renderSite('/p/privacy-policy', {
      'GET pagebyslug': { body: { data: { ...freePage, social_image: '/media/content/privacy.png' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${PUBLIC_URL}/media/content/privacy.png`,
      ),
    );
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
  });
});
