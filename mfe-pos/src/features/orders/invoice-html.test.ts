import { id, order, setup } from '../../../test/fixtures';
import { formatDate, invoiceHtml } from './invoice-html';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

test('escapes every value, so a customer name can never run script in the print window', () => {
  const evil = order({
    customer: {
      name: '<img src=x onerror=alert(1)>',
      phone: '1',
      email: 'a@b.co',
      address: '"><script>x()</script>',
    },
    items: [{ id: id(11), name: '<b>Socket</b>', price: 1, qty: 1, total: 1 }],
  });
  const doc = parse(invoiceHtml(evil, setup, 'https://desk.example'));
  expect(doc.querySelectorAll('script')).toHaveLength(0);
  expect(doc.querySelectorAll('img')).toHaveLength(1); // the logo only
  expect(doc.body.textContent).toContain('<img src=x onerror=alert(1)>');
  expect(doc.body.textContent).toContain('<b>Socket</b>');
});

test('uses sort_name when only that spelling is stored, and leaves out what the company has not filled', () => {
  const doc = parse(
    invoiceHtml(
      order({ order_custom_id: null, due_date: null, additional: false }),
      { websiteData: { title: 'Spark' }, bankInfo: { holder_name: 'Spark Ltd', sort_name: '11-22-33' } },
      'https://desk.example',
    ),
  );
  const text = doc.body.textContent?.replace(/\s+/g, ' ') ?? '';
  expect(text).toContain('Sort code11-22-33');
  expect(text).not.toContain('Account no');
  expect(text).not.toContain('Order ID');
  expect(text).not.toContain('Due date');
  expect(text).not.toContain('Valid until');
  expect(doc.querySelector('img')).toBeNull();
});

test('says where to ask for bank details when none are stored; dates read as day month year', () => {
  const doc = parse(invoiceHtml(order(), {}, 'https://desk.example'));
  expect(doc.body.textContent).toContain('Ask us for payment details.');
  expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
  expect(formatDate(null)).toBe('');
});
