import { screen, within } from '@testing-library/react';
import { renderSite } from '../../../test/render-site';

describe('about /about', () => {
  it('is built from the setup: banners with icon texts, service area, address and testimonials', async () => {
    renderSite('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Brightline Electrical' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Family-run electricians since 2004' }),
    ).toBeInTheDocument();
    const right = screen.getByRole('region', { name: 'Safe power, on time, every time' });
    expect(within(right).getByText('NICEIC approved contractor')).toBeInTheDocument();
    expect(
      screen.getByText(/We cover London and the M25 area\. Our base is at 12 Foundry Lane/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'What our customers say' })).toBeInTheDocument();
    expect(document.title).toMatch(/^About Brightline Electrical/);
  });

  it('is never empty, even before the company has filled anything', async () => {
    renderSite('/about', {
      'GET landding': { body: { data: { singleSetups: {} } } },
      'GET getSingleSetup': { body: { data: {} } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Electrical Services' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/is a team of qualified electricians/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where we work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(document.body.textContent).not.toMatch(/undefined|null/);
  });
});
