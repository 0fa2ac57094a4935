import type { CategoryView, CustomerView, OrderView, ProductView, QuoteView } from '@voltdesk/contracts';
import { vatDocument } from '@voltdesk/contracts/testing';

/** Ids as svc-pos makes them (24 hex characters: the contract's id pattern). */
export const id = (n: number) => `64b7f0c2a1b2c3d4e5f6${String(n).padStart(4, '0')}`;

export const categories: CategoryView[] = [
  { id: id(1), name: 'Electrical' },
  { id: id(2), name: 'Safety checks' },
];

export const services: ProductView[] = [
  {
    id: id(11),
    name: 'Socket install',
    price: 45.5,
    category_id: id(1),
    category: { name: 'Electrical' },
    status: 1,
  },
  {
    id: id(12),
    name: 'Fuse board upgrade',
    price: 399.99,
    category_id: id(1),
    category: { name: 'Electrical' },
    status: 1,
  },
  {
    id: id(13),
    name: 'EICR inspection',
    price: 120.1,
    category_id: id(2),
    category: { name: 'Safety checks' },
    status: 1,
  },
  {
    id: id(14),
    name: 'PAT testing',
    price: 1.2,
    category_id: id(2),
    category: { name: 'Safety checks' },
    status: 0,
  },
];

export const customers: CustomerView[] = [
  {
    id: id(21),
    name: 'Grace Hopper',
    phone: '07700 900123',
    email: 'grace@example.com',
    address: '1 Navy Row, London',
  },
  { id: id(22), name: 'Alan Turing', phone: '07700 900456', email: 'alan@example.com', address: null },
];

export const setup = {
  websiteData: {
    title: 'Brightline Electrical',
    phone: '020 7946 0321',
    email: 'hello@brightline.example',
    address: '12 Foundry Lane, London SE1 4AB',
  },
  websiteLogo: { image: '/media/content/logo.png' },
  bankInfo: {
    holder_name: 'Brightline Electrical Ltd',
    ac_no: '12345678',
    sort_name: '20-00-00',
    sort_code: '20-00-00',
    bank_name: 'Barclays',
  },
};

/** The two admins svc-auth knows: the clerk (id 99) and the owner (id 98). */
export const admins = [
  { id: id(99), name: 'Sam Clerk', email: 's@example.com', avatar: null, user_type: 'admin', status: 1 },
  { id: id(98), name: 'Priya Owner', email: 'p@example.com', avatar: null, user_type: 'admin', status: 1 },
];

/**
 * svc-auth's `admin/adminNames` (open to every role) as it answers: the name of each asked-for id it knows,
 * unknown ids left out. Screens name staff through it, never through the owner-only admin list.
 */
export const adminNamesOf =
  (known: ReadonlyArray<{ id: string; name: string }>) => (_req: Request, url: URL) => {
    const ids = (url.searchParams.get('ids') ?? '').split(',');
    return { body: { data: known.filter((a) => ids.includes(a.id)).map(({ id, name }) => ({ id, name })) } };
  };

/** The clerk's £50 cash payment of 22 Nov 2026 09:00, the first on the invoice of `order()`. */
export const cashPayment: OrderView['payments'][number] = {
  amount: 50,
  at: '2026-11-22T09:00:00.000Z',
  by: id(99),
  method: 'cash',
  reference: null,
  kind: 'payment',
  credit_no: null,
};

export function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: id(31),
    invoice_no: 1042,
    order_custom_id: 'JOB-7',
    customer: {
      name: 'Grace Hopper',
      phone: '07700 900123',
      email: 'grace@example.com',
      address: '1 Navy Row, London',
    },
    items: [
      { id: id(11), name: 'Socket install', price: 45.5, qty: 2, total: 91 },
      { id: id(13), name: 'EICR inspection', price: 120, qty: 1, total: 120 },
    ],
    sub_total: 211,
    discount: 11,
    total: 200,
    payment: 50,
    due: 150,
    status: 'Unpaid',
    due_date: '2026-12-01',
    additional: true,
    expire_date: '2027-11-22',
    alert: 30,
    payments: [cashPayment],
    created_at: '2026-11-22T09:00:00.000Z',
    updated_at: '2026-11-22T09:00:00.000Z',
    // svc-pos sends the revision with every order; an edit sends it back.
    rev: 3,
    ...overrides,
  };
}

/** Quote Q-000012 as svc-pos's `pos.views.quote` shows it: Open, two lines, a discount and notes. */
export const quote = (overrides: Partial<QuoteView> = {}): QuoteView => ({
  id: id(51),
  quote_no: 12,
  status: 'Open',
  expired: false,
  customer: {
    name: 'Grace Hopper',
    phone: '07700 900123',
    email: 'grace@example.com',
    address: '1 Navy Row',
  },
  items: [
    { id: id(11), name: 'Socket install', price: 45.5, qty: 2, total: 91 },
    { id: id(13), name: 'EICR inspection', price: 120.1, qty: 1, total: 120.1 },
  ],
  sub_total: 211.1,
  discount: 11.1,
  total: 200,
  order_custom_id: null,
  valid_until: '2026-08-14',
  notes: 'Includes the certificate.',
  decided_at: null,
  decided_by: null,
  decision_reason: null,
  invoice_no: null,
  order_id: null,
  converted_at: null,
  emails: [],
  created_by: id(99),
  created_at: '2026-07-15T09:00:00.000Z',
  updated_at: '2026-07-15T09:00:00.000Z',
  ...overrides,
});

/**
 * The figures of a VAT invoice as svc-pos answers them: prices excluding VAT, the £11 discount spread
 * 5 / 6 before VAT, 20% and 5% on top; £22.90 paid.
 */
export const vatInvoiceFigures: Partial<OrderView> = {
  items: [
    {
      id: id(11),
      name: 'Socket install',
      price: 45.5,
      qty: 2,
      total: 91,
      vat_rate: 'standard',
      vat_percent: 20,
      line_discount: 5,
      net: 86,
      vat: 17.2,
      gross: 103.2,
    },
    {
      id: id(13),
      name: 'Loft insulation',
      price: 120,
      qty: 1,
      total: 120,
      vat_rate: 'reduced',
      vat_percent: 5,
      line_discount: 6,
      net: 114,
      vat: 5.7,
      gross: 119.7,
    },
  ],
  sub_total: 211,
  discount: 11,
  total: 222.9,
  payment: 22.9,
  due: 200,
  vat: vatDocument({ standard: [86, 17.2], reduced: [114, 5.7] }),
};
