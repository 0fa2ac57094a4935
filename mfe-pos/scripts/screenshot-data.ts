/**
 * What the mocked svc-pos answers for the screenshots of the money screens (payments, void and credit
 * notes, VAT, quotes, reports, customers), typed with the contract's views so they cannot drift from what
 * svc-pos sends. Figures are consistent with each other, as svc-pos would compute them.
 */
import type {
  AgedReceivablesData,
  CustomerDetailData,
  InvoiceSettingsView,
  OrderView,
  PeriodReportData,
  QuoteView,
  SalesReportData,
  TrailEntryView,
  VatReportData,
} from '@voltdesk/contracts';
import { vatDocument } from '@voltdesk/contracts/testing';
import * as demo from '../test/fixtures';

export const ADMIN_ID = demo.id(99);

export const admin = {
  id: ADMIN_ID,
  name: 'Ada Admin',
  email: 'ada@example.com',
  avatar: null,
  user_type: 'admin',
  role: 'owner',
  status: 1,
};

/** 1042: £200 (after an £11 discount), £50 cash and £30 by card taken, £120 due; e-mailed once. */
const partPaid: Partial<OrderView> = {
  payment: 80,
  due: 120,
  payments: [
    {
      amount: 50,
      at: '2026-11-22T09:00:00.000Z',
      by: ADMIN_ID,
      method: 'cash',
      reference: null,
      kind: 'payment',
      credit_no: null,
    },
    {
      amount: 30,
      at: '2026-11-24T15:12:00.000Z',
      by: ADMIN_ID,
      method: 'card',
      reference: 'AUTH 204518',
      kind: 'payment',
      credit_no: null,
    },
  ],
  credited: 0,
  credit_notes: [],
  history: [
    { action: 'created', at: '2026-11-22T09:00:00.000Z', by: ADMIN_ID, changes: [] },
    {
      action: 'payment',
      at: '2026-11-22T09:00:00.000Z',
      by: ADMIN_ID,
      changes: [],
      amount: 50,
      method: 'cash',
      reference: null,
    },
    {
      action: 'updated',
      at: '2026-11-23T11:40:00.000Z',
      by: ADMIN_ID,
      changes: [{ field: 'due_date', before: '2026-11-29', after: '2026-12-01' }],
    },
    {
      action: 'payment',
      at: '2026-11-24T15:12:00.000Z',
      by: ADMIN_ID,
      changes: [],
      amount: 30,
      method: 'card',
      reference: 'AUTH 204518',
    },
    {
      action: 'emailed',
      at: '2026-11-24T15:14:00.000Z',
      by: ADMIN_ID,
      changes: [],
      to: 'grace@example.com',
    },
  ] satisfies TrailEntryView[],
};

/** 1040: voided after a £50 cash payment, which stays recorded. */
const voided: Partial<OrderView> = {
  status: 'Void',
  due: 0,
  voided_at: '2026-11-23T10:05:00.000Z',
  void_reason: 'Job cancelled by the customer',
  credited: 0,
  credit_notes: [],
  history: [
    { action: 'created', at: '2026-11-22T09:00:00.000Z', by: ADMIN_ID, changes: [] },
    {
      action: 'voided',
      at: '2026-11-23T10:05:00.000Z',
      by: ADMIN_ID,
      changes: [],
      reason: 'Job cancelled by the customer',
    },
  ],
};

/** 1039: a VAT invoice, prices excluding VAT, the £11 discount spread before VAT (as svc-pos computes). */
const vatInvoice: Partial<OrderView> = {
  ...demo.vatInvoiceFigures,
  payments: [
    {
      amount: 22.9,
      at: '2026-11-22T09:00:00.000Z',
      by: ADMIN_ID,
      method: 'bank_transfer',
      reference: 'BRIGHT-1039',
      kind: 'payment',
      credit_no: null,
    },
  ],
  credited: 0,
  credit_notes: [],
};

/** The order list: twelve invoices, every third one paid, 1042, 1040 and 1039 as above. */
export const orders: OrderView[] = Array.from({ length: 12 }, (_, i) => {
  const n = 1042 - i;
  const paid = i % 3 === 1;
  const c = demo.customers[i % 2]!;
  return demo.order({
    id: demo.id(100 + i),
    invoice_no: n,
    customer: { name: c.name, phone: c.phone, email: c.email, address: c.address },
    created_at: `2026-11-${String(22 - Math.floor(i / 2)).padStart(2, '0')}T09:00:00.000Z`,
    credited: 0,
    credit_notes: [],
    ...(paid ? { payment: 200, due: 0, status: 'Paid' as const } : {}),
    ...(n === 1042 ? partPaid : n === 1040 ? voided : n === 1039 ? vatInvoice : {}),
  });
});

export const trailOf = (order: OrderView) => ({
  invoice_no: order.invoice_no,
  order_id: order.id,
  status: order.status,
  trail: order.history ?? [{ action: 'created' as const, at: order.created_at, by: ADMIN_ID, changes: [] }],
});

/** The test fixture's open quote (Grace Hopper's, made by the admin) with the figures of these screens. */
const quote = (n: number, overrides: Partial<QuoteView>): QuoteView =>
  demo.quote({
    id: demo.id(200 + n),
    quote_no: n,
    customer: { ...demo.quote().customer, address: '1 Navy Row, London' },
    // Made while VAT registered, prices excluding VAT (the settings below): the £31.99 discount spread
    // 21.99 / 10.00 before VAT (largest remainder), 20% on top, as svc-pos computes it.
    items: [
      {
        id: demo.id(12),
        name: 'Fuse board upgrade',
        price: 399.99,
        qty: 1,
        total: 399.99,
        vat_rate: 'standard',
        vat_percent: 20,
        line_discount: 21.99,
        net: 378,
        vat: 75.6,
        gross: 453.6,
      },
      {
        id: demo.id(11),
        name: 'Socket install',
        price: 45.5,
        qty: 4,
        total: 182,
        vat_rate: 'standard',
        vat_percent: 20,
        line_discount: 10,
        net: 172,
        vat: 34.4,
        gross: 206.4,
      },
    ],
    sub_total: 581.99,
    discount: 31.99,
    total: 660,
    vat: vatDocument({ standard: [550, 110] }),
    valid_until: '2026-12-24',
    notes: 'Includes the Electrical Installation Certificate. Work can start within two weeks.',
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  });

export const quotes: QuoteView[] = [
  quote(14, {
    emails: [{ to: 'grace@example.com', at: '2026-11-24T10:30:00.000Z', by: ADMIN_ID }],
  }),
  quote(13, {
    customer: { name: 'Alan Turing', phone: '07700 900456', email: 'alan@example.com', address: null },
    items: [
      {
        id: demo.id(13),
        name: 'EICR inspection',
        price: 120.1,
        qty: 1,
        total: 120.1,
        vat_rate: 'standard',
        vat_percent: 20,
        line_discount: 0,
        net: 120.1,
        vat: 24.02,
        gross: 144.12,
      },
    ],
    sub_total: 120.1,
    discount: 0,
    total: 144.12,
    vat: vatDocument({ standard: [120.1, 24.02] }),
    notes: null,
    status: 'Accepted',
    decided_at: '2026-11-23T12:00:00.000Z',
    decided_by: ADMIN_ID,
    created_at: '2026-11-20T10:00:00.000Z',
  }),
  quote(12, {
    status: 'Converted',
    decided_at: '2026-11-19T12:00:00.000Z',
    decided_by: ADMIN_ID,
    invoice_no: 1036,
    order_id: demo.id(106),
    converted_at: '2026-11-19T12:00:00.000Z',
    created_at: '2026-11-15T10:00:00.000Z',
  }),
  quote(11, {
    customer: { name: 'Alan Turing', phone: '07700 900456', email: 'alan@example.com', address: null },
    status: 'Expired',
    expired: true,
    valid_until: '2026-11-10',
    created_at: '2026-10-27T10:00:00.000Z',
  }),
  quote(10, {
    status: 'Declined',
    decided_at: '2026-10-30T12:00:00.000Z',
    decided_by: ADMIN_ID,
    decision_reason: 'Went with a cheaper quote',
    created_at: '2026-10-20T10:00:00.000Z',
  }),
];

export const customerDetail: CustomerDetailData = {
  customer: { ...demo.customers[0]!, address: '1 Navy Row, London' },
  orders: orders
    .filter((o) => o.customer.name === 'Grace Hopper')
    .map((o) => ({
      id: o.id,
      invoice_no: o.invoice_no,
      created_at: o.created_at,
      total: o.total,
      credited: o.credited ?? 0,
      payment: o.payment,
      due: o.due,
      status: o.status,
    })),
  totals: { invoices: 5, invoiced: 1000, credited: 0, outstanding: 570 },
};

export const invoiceSettings: InvoiceSettingsView = {
  vat_registered: true,
  vat_number: 'GB123456789',
  prices_include_vat: false,
  updated_at: '2026-11-20T09:00:00.000Z',
};

export const periodReport = (from: string, to: string): PeriodReportData => ({
  from,
  to,
  time_zone: 'Europe/London',
  takings: {
    net: 1265,
    received: { count: 9, amount: 1325 },
    refunds: { count: 1, amount: -30 },
    corrections: { count: 1, amount: -30 },
    by_method: [
      { method: 'cash', received: 415, refunds: 0, corrections: -30, net: 385 },
      { method: 'card', received: 630, refunds: -30, corrections: 0, net: 600 },
      { method: 'bank_transfer', received: 280, refunds: 0, corrections: 0, net: 280 },
    ],
  },
  invoices: { count: 7, amount: 1622.9 },
  void: { count: 1, amount: 200 },
  credit_notes: { count: 1, amount: 30 },
});

export const vatReport = (from: string, to: string): VatReportData => ({
  from,
  to,
  time_zone: 'Europe/London',
  // The period's £30 credit note took back £25 net and £5 VAT at 20%.
  rates: [
    {
      rate: 'standard',
      percent: 20,
      invoiced: { net: 486, vat: 97.2, gross: 583.2 },
      credited: { net: 25, vat: 5, gross: 30 },
      net: 461,
      vat: 92.2,
      gross: 553.2,
    },
    ...[
      { rate: 'reduced', percent: 5, net: 114, vat: 5.7, gross: 119.7 },
      { rate: 'exempt', percent: 0, net: 40, vat: 0, gross: 40 },
    ].map(({ net, vat, gross, ...r }) => ({
      ...r,
      invoiced: { net, vat, gross },
      credited: { net: 0, vat: 0, gross: 0 },
      net,
      vat,
      gross,
    })),
  ],
  invoiced: { net: 640, vat: 102.9, gross: 742.9 },
  credited: { net: 25, vat: 5, gross: 30 },
  net: 615,
  vat: 97.9,
  gross: 712.9,
  invoices: 3,
  credit_notes: 1,
  credits_not_analysed: { count: 0, amount: 0 },
  not_analysed: { count: 4, amount: 800 },
});

export const salesReport = (from: string, to: string): SalesReportData => ({
  from,
  to,
  time_zone: 'Europe/London',
  // Excluding VAT, after each invoice's discount; a £60 credit note on a fuse board upgrade.
  services: [
    {
      id: demo.id(12),
      name: 'Fuse board upgrade',
      category: 'Electrical',
      qty: 2,
      sales: 776.1,
      credited: 60,
      amount: 716.1,
      invoices: 2,
    },
    {
      id: demo.id(11),
      name: 'Socket install',
      category: 'Electrical',
      qty: 9.5,
      sales: 397.27,
      credited: 0,
      amount: 397.27,
      invoices: 4,
    },
    {
      id: demo.id(13),
      name: 'EICR inspection',
      category: 'Safety checks',
      qty: 3,
      sales: 349.53,
      credited: 0,
      amount: 349.53,
      invoices: 3,
    },
  ],
  categories: [
    { category: 'Electrical', qty: 11.5, sales: 1173.37, credited: 60, amount: 1113.37 },
    { category: 'Safety checks', qty: 3, sales: 349.53, credited: 0, amount: 349.53 },
  ],
  lines: 1569.78,
  discounts: 46.88,
  credited: 60,
  net: 1462.9,
});

export const agedReceivables = (asOf: string): AgedReceivablesData => ({
  as_of: asOf,
  time_zone: 'Europe/London',
  buckets: [
    { bucket: 'not_due', count: 2, amount: 350 },
    { bucket: '0_30', count: 4, amount: 570 },
    { bucket: '31_60', count: 1, amount: 150 },
    { bucket: '61_90', count: 1, amount: 45.5 },
    { bucket: 'over_90', count: 0, amount: 0 },
  ],
  total: { count: 8, amount: 1115.5 },
});
