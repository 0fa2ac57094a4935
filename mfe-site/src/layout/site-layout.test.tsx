import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { landingWith, renderSite } from '../../test/render-site';
import { LANDING_KEY } from '../../test/fixtures';

describe('header and footer', () => {
  it('shows the logo text, phone and e-mail, and sends the landing key from /app-config.json', async () => {
    const { net } = renderSite('/');
    const banner = screen.getByRole('banner');
    await within(banner).findByRole('link', { name: 'Services' });
    expect(within(banner).getByRole('link', { name: 'hello@brightline.example' })).toHaveAttribute(
      'href',
      'mailto:hello@brightline.example',
    );
    expect(within(banner).getByRole('link', { name: 'Brightline Electrical' })).toHaveAttribute('href', '/');
    expect(net.callsTo('GET landding')[0]!.headers.get('key')).toBe(LANDING_KEY);
    expect(net.callsTo('GET /app-config.json')).toHaveLength(1);
  });

  it('lists the nav_active items by priority with active children as a dropdown', async () => {
    renderSite('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Services' });
    const topLevel = within(nav)
      .getAllByRole('link')
      .filter((a) => a.classList.contains('vs-nav__link'))
      .map((a) => a.textContent);
    expect(topLevel).toEqual(['Home', 'Services', 'About', 'Charges', 'Blog', 'Contact']);
    expect(within(nav).queryByText('Privacy policy')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Hidden child')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Rewiring', hidden: true })).toHaveAttribute(
      'href',
      '/service/rewiring',
    );
  });

  it('opens the dropdown by click and keyboard, and Escape closes it with focus back on its button', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const toggle = await screen.findByRole('button', { name: 'Services: more pages' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Rewiring' })).toHaveFocus());
    fireEvent.keyDown(within(nav).getByRole('link', { name: 'Rewiring' }), { key: 'ArrowDown' });
    expect(within(nav).getByRole('link', { name: 'EV chargers' })).toHaveFocus();
    fireEvent.keyDown(within(nav).getByRole('link', { name: 'EV chargers' }), { key: 'ArrowUp' });
    fireEvent.keyDown(within(nav).getByRole('link', { name: 'Rewiring' }), { key: 'ArrowUp' });
    expect(toggle).toHaveFocus();
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a mobile menu button that opens and closes the navigation', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-controls', 'vs-main-nav');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('is-open');
    await user.click(
      await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Charges' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/charges'));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows the footer: QR code, address, both phones, e-mail, social links, service area, links, year', async () => {
    renderSite('/');
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('navigation', { name: 'Useful links' });
    expect(within(footer).getByText('12 Foundry Lane, London SE1 4AB')).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'QR code of Brightline Electrical' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '020 7946 0321' })).toHaveAttribute(
      'href',
      'tel:02079460321',
    );
    expect(within(footer).getByRole('link', { name: '07700 900 123' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'hello@brightline.example' })).toBeInTheDocument();
    expect(within(footer).getByText('London and the M25 area')).toBeInTheDocument();
    const social = within(footer).getByRole('list', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual([
      'Brightline Electrical on Facebook',
      'Brightline Electrical on Instagram',
      'Brightline Electrical on YouTube',
    ]);
    const useful = within(footer).getByRole('navigation', { name: 'Useful links' });
    expect(
      within(useful)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Rewiring', 'EV chargers', 'About', 'Privacy policy']);
    const quick = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Services', 'Charges', 'Blog', 'Contact']);
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Brightline Electrical. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('falls back to default links and leaves out empty parts when the company has filled nothing', async () => {
    renderSite('/', {
      'GET landding': {
        body: { data: { singleSetups: {}, navbars: [], cards: [], testimonials: [], charge: [] } },
      },
      'GET getSingleSetup': { body: { data: {} } },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Services' });
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(footer).queryByRole('img')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|null|NaN/);
  });

  it('uses getSingleSetup for the header when the landing call is refused', async () => {
    renderSite('/', { 'GET landding': { status: 401, body: { message: 'Unauthenticated.' } } });
    await screen.findByRole('link', { name: 'Contact' });
    // The default links draw before the setup data arrives; wait for the data itself, not the first paint.
    expect((await screen.findAllByRole('link', { name: '020 7946 0321' })).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Expert electricians for homes and businesses',
    );
  });

  it('keeps the landing cache: moving between pages fetches the landing data once', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/', { 'GET services': { body: { data: [] } } });
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'About' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'About Brightline Electrical' });
    expect(net.callsTo('GET landding')).toHaveLength(1);
    // Focus moved to the new page's content.
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('landing data with a partial setup', () => {
  it('renders without a logo as the site name', async () => {
    renderSite('/', {
      'GET landding': landingWith({ setup: { websiteLogo: { image: '/media/content/logo.png' } } }),
    });
    expect(await screen.findByRole('img', { name: 'Brightline Electrical' })).toHaveAttribute(
      'src',
      '/media/content/logo.png',
    );
  });
});
