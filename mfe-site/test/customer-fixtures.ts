import {
  quoteAsInvoiceDocument,
  type CustomerDocumentView,
  type OrderView,
  type PortalAccountView,
  type QuoteView,
} from '@voltdesk/contracts';

/**
 * A demo customer's quote, invoice and portal account, as svc-pos answers them, for the preview server's
 * customer link and portal pages (screenshots and their axe checks).
 */
export const QUOTE_TOKEN = 'demo.quote.link-0123456789';
export const INVOICE_TOKEN = 'demo.invoice.link-0123456789';

const quote: QuoteView = {
  id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  quote_no: 12,
  status: 'Open',
  expired: false,
  customer: { name: 'Priya Shah', phone: '07700 900777', email: 'priya@example.com', address: '4 Elm Road' },
  items: [
    { id: 'svc-1', name: 'EV charger installation', price: 850, qty: 1, total: 850 },
    { id: 'svc-2', name: 'Outdoor socket', price: 95, qty: 2, total: 190 },
  ],
  sub_total: 1040,
  discount: 40,
  total: 1000,
  order_custom_id: null,
  valid_until: '2099-01-31',
  notes: 'Includes the electrical installation certificate.',
  decided_at: null,
  decided_by: null,
  decision_reason: null,
  invoice_no: null,
  order_id: null,
  converted_at: null,
  created_by: 'admin-1',
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  vat: null,
};

const link = { expires_at: '2099-03-01T00:00:00.000Z', first_opened_at: null };

export const openQuote: CustomerDocumentView = {
  kind: 'quote',
  document: quoteAsInvoiceDocument(quote),
  quote: {
    quote_no: 12,
    number: 'Q-000012',
    valid_until: '2099-01-31',
    status: 'Open',
    notes: quote.notes,
    can_answer: true,
    answer: null,
    invoice_token: null,
  },
  link,
};

const invoice: OrderView = {
  ...quoteAsInvoiceDocument(quote),
  id: 'b2b2b2b2b2b2b2b2b2b2b2b2',
  invoice_no: 1042,
  payment: 300,
  due: 700,
  due_date: '2099-02-15',
  payments: [
    {
      amount: 300,
      at: '2026-11-21T09:00:00.000Z',
      by: '',
      method: 'bank_transfer',
      reference: 'DEP-1',
      kind: 'payment',
      credit_no: null,
    },
  ],
};

export const unpaidInvoice: CustomerDocumentView = { kind: 'invoice', document: invoice, quote: null, link };

export const portalAccount: PortalAccountView = {
  customer: { name: 'Priya Shah', email: 'priya@example.com' },
  balance: 700,
  quotes: [
    {
      id: quote.id,
      quote_no: 12,
      state: 'Open',
      total: 1000,
      valid_until: '2099-01-31',
      created_at: '2026-11-20T12:00:00.000Z',
    },
  ],
  invoices: [
    {
      id: invoice.id,
      invoice_no: 1042,
      created_at: '2026-11-21T09:00:00.000Z',
      due_date: '2099-02-15',
      total: 1000,
      credited: 0,
      payment: 300,
      due: 700,
      status: 'Unpaid',
    },
  ],
  receipts: [
    {
      invoice_id: invoice.id,
      invoice_no: 1042,
      amount: 300,
      at: '2026-11-21T09:00:00.000Z',
      method: 'bank_transfer',
      kind: 'payment',
    },
  ],
  session_expires_at: '2099-01-01T10:00:00.000Z',
};
