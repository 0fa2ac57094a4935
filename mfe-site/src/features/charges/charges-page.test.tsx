import { screen, within } from '@testing-library/react';
import { landingWith, renderSite } from '../../../test/render-site';

describe('charges /charges', () => {
  it('shows the page texts, the three images, the background and the price table', async () => {
    renderSite('/charges');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our charges' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Price list' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Service', 'Rate']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Call-out and first hour', '£65'],
      ['Each additional hour', '£45'],
      ['Consumer unit replacement', '£450'],
      ['EICR certificate (up to 3 bedrooms)', '£160'],
      ['EV charger supply and fit', 'from £799'],
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Simple, transparent pricing' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('All prices include VAT and a written certificate where one is required.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No call-out charge within the M25 on weekdays.')).toHaveClass('vs-callout');
    const srcs = [...document.querySelectorAll('main img')].map((i) => i.getAttribute('src'));
    expect(srcs).toEqual([
      '/media/content/charge-bg.svg',
      '/media/content/charge-top.svg',
      '/media/content/charge-middle.svg',
      '/media/content/charge-bottom.svg',
    ]);
    for (const img of document.querySelectorAll('main img')) expect(img).toHaveAttribute('alt');
  });

  it('has an empty state for the price list and leaves out missing texts and images', async () => {
    renderSite('/charges', {
      'GET landding': landingWith({
        charge: [],
        setup: {
          charge_page_text: undefined,
          charge_top_image: { image: null },
          charge_middle_image: undefined,
          charge_bottom_image: undefined,
          chargeBg: undefined,
        },
      }),
    });
    expect(await screen.findByText('Our price list is being updated.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.querySelectorAll('main img')).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/undefined|null/);
  });
});
