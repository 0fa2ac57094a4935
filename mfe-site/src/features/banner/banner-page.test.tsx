import { screen, waitFor, within } from '@testing-library/react';
import { renderSite } from '../../../test/render-site';
import { bannerPage } from '../../../test/fixtures';

describe('banner page /banner/{slug}', () => {
  it('shows the header part, the banner section and the blocks', async () => {
    const { net } = renderSite('/banner/spring-offer', { 'GET get_by_slug': { body: { data: bannerPage } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring lighting offer' }),
    ).toBeInTheDocument();
    expect(net.callsTo('GET get_by_slug')[0]!.search).toBe('?slug=spring-offer');
    expect(screen.getByText('20% off LED downlight packages booked before May.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Spring lighting offer' })).toHaveAttribute(
      'src',
      '/media/content/banner-em.svg',
    );
    const banner = screen.getByRole('region', { name: 'Brighter rooms, lower bills' });
    expect(within(banner).getByText(/up to 85% less energy/)).toBeInTheDocument();
    // Decorative beside its own heading (an alt repeating the heading is noise for screen readers).
    expect(banner.querySelector('img')).toHaveAttribute('alt', '');
    expect(banner.querySelector('img')).toHaveAttribute('src', '/media/content/right-banner.svg');
    expect(document.querySelector('.vs-hero__bg')).toHaveAttribute('src', '/media/content/banner-bg.svg');
    const blocks = document.querySelector('.vs-blocks') as HTMLElement;
    expect(within(blocks).getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(within(blocks).getAllByRole('listitem')).toHaveLength(2);
    expect(document.title).toMatch(/^Spring lighting offer/);
  });

  it('leaves out the banner section when it is empty', async () => {
    renderSite('/banner/spring-offer', {
      'GET get_by_slug': {
        body: {
          data: {
            ...bannerPage,
            banner_title: null,
            banner_description: '',
            banner_image: null,
            em_image: null,
          },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Spring lighting offer' });
    expect(document.querySelector('.vs-split')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|null/);
  });

  it('shows the 404 page, headed, where the visitor asked for an unknown slug', async () => {
    renderSite('/banner/nope', { 'GET get_by_slug': { status: 404, body: { message: 'Not found.' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you are looking for cannot be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('location')).toHaveTextContent('/banner/nope');
    await waitFor(() => expect(document.title).toMatch(/^Page not found/));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
