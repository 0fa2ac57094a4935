import { render, screen } from '@testing-library/react';
import { id, order, setup } from '../../../test/fixtures';
import { Invoice } from './invoice';
import { formatDate } from './invoice-fields';

const textOf = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ') ?? '';

test('shows values as text, so a customer name can never run script in the modal or the print window', () => {
  const evil = order({
    customer: {
      name: '<img src=x onerror=alert(1)>',
      phone: '1',
      email: 'a@b.co',
      address: '"><script>x()</script>',
    },
    items: [{ id: id(11), name: '<b>Socket</b>', price: 1, qty: 1, total: 1 }],
  });
  const { container } = render(<Invoice order={evil} setup={setup} origin="https://desk.example" />);
  expect(container.querySelectorAll('script')).toHaveLength(0);
  expect(container.querySelectorAll('img')).toHaveLength(1); // the logo only
  expect(container.querySelector('img')!.getAttribute('src')).toBe(
    'https://desk.example/media/content/logo.png',
  );
  expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  expect(container.textContent).toContain('<b>Socket</b>');
});

test('uses sort_name when only that spelling is stored, and leaves out what the company has not filled', () => {
  render(
    <Invoice
      order={order({ order_custom_id: null, due_date: null, additional: false })}
      setup={{
        websiteData: { title: 'Spark' },
        bankInfo: { holder_name: 'Spark Ltd', sort_name: '11-22-33' },
      }}
      origin="https://desk.example"
    />,
  );
  const text = textOf(screen.getByRole('article', { name: 'Invoice #1042' }));
  expect(text).toContain('Sort code11-22-33');
  expect(text).not.toContain('Account no');
  expect(text).not.toContain('Order ID');
  expect(text).toContain('Due Date—');
  expect(text).not.toContain('Expire Date');
  expect(screen.queryByRole('img')).toBeNull();
});

test('says where to ask for bank details when none are stored; dates read as day month year', () => {
  render(<Invoice order={order()} setup={{}} origin="https://desk.example" />);
  expect(screen.getByText('Ask us for payment details.')).toBeInTheDocument();
  expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
  expect(formatDate(null)).toBe('');
});
