/** Demo data for a fresh install: believable UK electrical services and orders in every state. */
export const demoCategories = ['Installations', 'Repairs', 'Inspections & Testing', 'Emergency'] as const;

export const demoServices: Array<{ name: string; price: number; category: (typeof demoCategories)[number] }> =
  [
    { name: 'Consumer unit replacement', price: 450, category: 'Installations' },
    { name: 'Socket installation (double)', price: 65, category: 'Installations' },
    { name: 'Light fitting installation', price: 55, category: 'Installations' },
    { name: 'EV charger installation (7 kW)', price: 849.99, category: 'Installations' },
    { name: 'Outdoor socket installation', price: 120, category: 'Installations' },
    { name: 'Fault finding (first hour)', price: 75, category: 'Repairs' },
    { name: 'Light switch replacement', price: 39.5, category: 'Repairs' },
    { name: 'Electric shower repair', price: 95, category: 'Repairs' },
    { name: 'EICR (up to 3 bedrooms)', price: 180, category: 'Inspections & Testing' },
    { name: 'Landlord safety certificate', price: 150, category: 'Inspections & Testing' },
    { name: 'PAT testing (up to 20 items)', price: 60, category: 'Inspections & Testing' },
    { name: 'Emergency call-out (out of hours)', price: 125, category: 'Emergency' },
  ];

export interface DemoOrder {
  key: string;
  customer: { phone: string; name: string; email: string; address?: string };
  lines: Array<{ service: string; qty: number; price?: number }>;
  payment: number | 'full';
  discount?: number;
  due_date?: string;
  order_custom_id?: string;
  additional?: { expire_date: string; alert: number };
  /** A later payment taken at the desk (due_pay). */
  later_payment?: number;
}

export const demoOrders: DemoOrder[] = [
  {
    key: 'demo-order-1',
    customer: {
      phone: '07700 900101',
      name: 'Sarah Mitchell',
      email: 'sarah.mitchell@example.co.uk',
      address: '14 Elm Road, Leeds LS6 2AB',
    },
    lines: [
      { service: 'Consumer unit replacement', qty: 1 },
      { service: 'EICR (up to 3 bedrooms)', qty: 1 },
    ],
    payment: 'full',
    discount: 30,
    order_custom_id: 'JOB-1001',
  },
  {
    key: 'demo-order-2',
    customer: {
      phone: '07700 900202',
      name: 'David Khan',
      email: 'd.khan@example.co.uk',
      address: '3 Mill Lane, Bradford BD1 4QQ',
    },
    lines: [
      { service: 'Socket installation (double)', qty: 3 },
      { service: 'Light fitting installation', qty: 2 },
    ],
    payment: 100,
    due_date: '2026-12-31',
    order_custom_id: 'JOB-1002',
  },
  {
    key: 'demo-order-3',
    customer: { phone: '+44 7700 900303', name: 'Emma Thompson', email: 'emma.t@example.com' },
    lines: [
      { service: 'Emergency call-out (out of hours)', qty: 1 },
      { service: 'Fault finding (first hour)', qty: 2 },
    ],
    payment: 0,
    due_date: '2026-12-15',
  },
  {
    key: 'demo-order-4',
    customer: {
      phone: '0113 496 0404',
      name: 'Northside Lettings Ltd',
      email: 'accounts@northside-lettings.example',
      address: '22 Park Square, Leeds LS1 2PW',
    },
    lines: [
      { service: 'Landlord safety certificate', qty: 2 },
      { service: 'PAT testing (up to 20 items)', qty: 1 },
    ],
    payment: 'full',
    order_custom_id: 'NL-2026-17',
    additional: { expire_date: '2031-11-30', alert: 30 },
  },
  {
    key: 'demo-order-5',
    customer: {
      phone: '07700 900101',
      name: 'Sarah Mitchell',
      email: 'sarah.mitchell@example.co.uk',
      address: '14 Elm Road, Leeds LS6 2AB',
    },
    lines: [{ service: 'EV charger installation (7 kW)', qty: 1 }],
    payment: 250,
    later_payment: 300,
    due_date: '2027-01-31',
  },
];
