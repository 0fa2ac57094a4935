import type { JobDetailView, JobView } from '@voltdesk/contracts';
import { customers, id } from '../../../test/fixtures';

/** Jobs as svc-pos answers them, for the jobs screens' tests and the forms' job picker. */
export const rewire: JobView = {
  id: id(51),
  customer_id: customers[0]!.id,
  customer: {
    name: 'Grace Hopper',
    phone: '07700 900123',
    email: 'grace@example.com',
    address: '1 Navy Row, London',
  },
  site_address: 'Flat 2, 14 Albert Road, Leeds LS6 1AA',
  description: 'Rewire the ground floor',
  status: 'in_progress',
  start_date: '2026-11-09',
  end_date: '2026-11-13',
  notes: 'Key with the neighbour at no. 12',
  photos: ['/media/pos/aaaa.png', '/media/pos/bbbb.png'],
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};

export const shopLights: JobView = {
  ...rewire,
  id: id(52),
  customer_id: customers[1]!.id,
  customer: { name: 'Alan Turing', phone: '07700 900456', email: 'alan@example.com', address: null },
  site_address: 'Unit 4, Kirkgate Market',
  description: 'Shop lighting',
  status: 'booked',
  start_date: null,
  end_date: null,
  notes: null,
  photos: [],
};

/** The job page of `rewire`: the svc-pos README's worked example. */
export const rewirePage: JobDetailView = {
  job: rewire,
  sums: { quoted: 120, invoiced: 433.5, invoiced_net: 361.25, paid: 296, cost: 165, margin: 196.25 },
  quotes: [
    {
      id: id(61),
      quote_no: 14,
      status: 'Open',
      total: 120,
      valid_until: '2026-11-30',
      created_at: '2026-11-02T10:00:00.000Z',
    },
  ],
  invoices: [
    {
      id: id(71),
      invoice_no: 1046,
      status: 'Paid',
      total: 120,
      credited: 24,
      payment: 96,
      due: 0,
      cost: 0,
      created_at: '2026-11-02T10:00:00.000Z',
    },
    {
      id: id(72),
      invoice_no: 1045,
      status: 'Unpaid',
      total: 397.5,
      credited: 60,
      payment: 200,
      due: 137.5,
      cost: 165,
      created_at: '2026-11-02T10:00:00.000Z',
    },
  ],
  payments: [
    { invoice_no: 1046, amount: -24, at: '2026-11-02T11:00:00.000Z', method: 'card', kind: 'refund' },
    { invoice_no: 1046, amount: 120, at: '2026-11-02T10:00:00.000Z', method: 'card', kind: 'payment' },
    { invoice_no: 1045, amount: 200, at: '2026-11-02T10:00:00.000Z', method: 'cash', kind: 'payment' },
  ],
};

export const jobsPage = (rows: JobView[]) => ({
  body: { data: rows, meta: { page: 1, per_page: 10, total: rows.length } },
});
