import { screen, waitFor, within } from '@testing-library/react';
import { renderSite } from '../../../test/render-site';
import { servicePage, services } from '../../../test/fixtures';

describe('services /services', () => {
  it('lists every active service page as a card under the services background', async () => {
    renderSite('/services', { 'GET services': { body: { data: services } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our services' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const link = await within(main).findByRole('link', { name: 'EV chargers' });
    expect(link).toHaveAttribute('href', '/service/ev-chargers');
    expect(screen.getByText('OZEV-approved home and workplace chargers.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Rewiring', 'EV chargers', 'Safety certificates', 'Fuse boards']),
    );
    expect(document.querySelector('.vs-hero__bg')).toHaveAttribute('src', '/media/content/services-bg.svg');
  });

  it('has an empty state', async () => {
    renderSite('/services', { 'GET services': { body: { data: [] } } });
    expect(await screen.findByText('Our services are being listed.')).toBeInTheDocument();
  });
});

describe('service page /service/{slug}', () => {
  it('shows the background, title, image and the blocks by serial: h heading, p paragraph, li runs as one list', async () => {
    const shuffled = [...servicePage.json_data].reverse();
    const { net } = renderSite('/service/rewiring', {
      'GET service_get_by_slug': { body: { data: { ...servicePage, json_data: shuffled } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewiring' })).toBeInTheDocument();
    expect(net.callsTo('GET service_get_by_slug')[0]!.search).toBe('?slug=rewiring');
    expect(document.querySelector('.vs-hero__bg')).toHaveAttribute('src', '/media/content/services-bg.svg');
    expect(screen.getByRole('img', { name: 'Rewiring' })).toHaveAttribute('src', '/media/content/card-1.svg');

    const blocks = document.querySelector('.vs-blocks')!;
    expect([...blocks.children].map((el) => el.tagName)).toEqual(['H2', 'P', 'UL', 'H2', 'P']);
    const list = within(blocks as HTMLElement).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'New cabling to current regulations',
      'Fuse board upgrade',
      'Electrical installation certificate',
    ]);
    expect(within(list).getByRole('link', { name: 'Fuse board upgrade' })).toHaveAttribute(
      'href',
      '/service/fuse-boards',
    );
    expect(
      within(blocks as HTMLElement)
        .getByRole('heading', { name: 'Ready to book?' })
        .querySelector('a'),
    ).toHaveAttribute('href', '/contact');
    expect(
      within(blocks as HTMLElement)
        .getByText('What is included')
        .closest('a'),
    ).toBeNull();
  });

  it('splits li runs separated by another tag', async () => {
    const jsonData = [
      { text: 'One', tag: 'li', link: '', serial: 1 },
      { text: 'Between', tag: 'p', link: '', serial: 2 },
      { text: 'Two', tag: 'li', link: 'https://example.com/x', serial: 3 },
    ];
    renderSite('/service/rewiring', {
      'GET service_get_by_slug': { body: { data: { ...servicePage, json_data: jsonData } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Rewiring' });
    const blocks = document.querySelector('.vs-blocks')!;
    expect([...blocks.children].map((el) => el.tagName)).toEqual(['UL', 'P', 'UL']);
    const external = screen.getByRole('link', { name: 'Two' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the 404 page, headed, where the visitor asked for an unknown slug', async () => {
    renderSite('/service/nope', {
      'GET service_get_by_slug': { status: 404, body: { message: 'Not found.' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you are looking for cannot be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('location')).toHaveTextContent('/service/nope');
    await waitFor(() => expect(document.title).toMatch(/^Page not found/));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('does not redirect on a server error: it offers a retry', async () => {
    renderSite('/service/rewiring', {
      'GET service_get_by_slug': { status: 500, body: { message: 'Server error' } },
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/service/rewiring');
  });
});
