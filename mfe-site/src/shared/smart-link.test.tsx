import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SmartLink } from './smart-link';

const renderLink = (link: string) =>
  render(
    <MemoryRouter>
      <SmartLink link={link}>Our offers</SmartLink>
    </MemoryRouter>,
  );

test.each(['/\\evil.example', '//evil.example', '/\t/evil.example', '\\/evil.example'])(
  'a stored link %j that would leave the site shows as plain text, not a link',
  (link) => {
    renderLink(link);
    expect(screen.getByText('Our offers').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
  },
);

test('a site path stays a link of the site; an outside page opens in a new tab', () => {
  const { unmount } = renderLink('services');
  expect(screen.getByRole('link', { name: 'Our offers' })).toHaveAttribute('href', '/services');
  expect(screen.getByRole('link')).not.toHaveAttribute('target');
  unmount();
  renderLink('https://example.com/x');
  expect(screen.getByRole('link', { name: 'Our offers' })).toHaveAttribute('target', '_blank');
});
