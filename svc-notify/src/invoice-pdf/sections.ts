import {
  formatInvoicePence,
  formatVatNumber,
  invoiceFigures,
  qtyWithUnit,
  type OrderView,
} from '@voltdesk/contracts';
import { pounds } from '../shared/money';
import {
  BOLD,
  COLOR,
  CONTENT,
  ensureRoom,
  FONT,
  MARGIN,
  pairs,
  SIZE,
  SMALL,
  statusPill,
  table,
  type Column,
  type Doc,
} from './drawing';

/** The business as the invoice shows it: the site settings svc-notify keeps (websiteData, logo, bankInfo). */
export interface InvoiceBusiness {
  title: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  /** PNG or JPEG bytes, or null (no logo, or one that could not be read). */
  logo: Buffer | null;
  bank: { holder_name?: string; ac_no?: string; sort_code?: string; bank_name?: string };
}

/**
 * The same document as a quote (the POS prints it so too): headed QUOTE with the quote's number, its
 * valid-until date and status, its notes under the totals, and no payment figures.
 */
export interface QuoteHeading {
  number: string;
  validUntil: string;
  status: string;
  notes: string | null;
}

/** What every section reads: the invoice, its figures, the quote heading if it is one, its date format. */
export interface Sheet {
  order: OrderView;
  figures: ReturnType<typeof invoiceFigures>;
  quote: QuoteHeading | undefined;
  date: (value: string | null | undefined) => string;
}

type Vat = NonNullable<OrderView['vat']>;

const METHOD_LABELS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
  card_online: 'Card (online)',
};

/** A line's rate as the VAT invoice column shows it: "20%", "5%", "0%" or "Exempt". */
const vatRateCell = (rate: string | undefined, percent: number | undefined) =>
  rate === 'exempt' ? 'Exempt' : `${percent ?? 0}%`;
/** A rate as the VAT summary names it: "Standard 20%", "Exempt". */
const vatRateName = (rate: string, percent: number) =>
  rate === 'exempt' ? 'Exempt' : `${rate.charAt(0).toUpperCase()}${rate.slice(1)} ${percent}%`;

/** Logo, name and contact lines on the left of the head; answers where they end. */
function drawBrand(doc: Doc, business: InvoiceBusiness, top: number): number {
  let brandX = MARGIN;
  let brandBottom = top;
  if (business.logo) {
    try {
      doc.image(business.logo, MARGIN, top, { fit: [120, 48] });
      brandX = MARGIN + 130;
      brandBottom = top + 48;
    } catch {
      // Not a picture pdfkit can draw (PNG and JPEG only): the name alone heads the invoice.
    }
  }
  const brandWidth = CONTENT * 0.55 - (brandX - MARGIN);
  doc.y = top;
  if (business.title) {
    doc
      .font(BOLD)
      .fontSize(15)
      .fillColor(COLOR.text)
      .text(business.title, brandX, top, { width: brandWidth });
    doc.moveDown(0.15);
  }
  doc.font(FONT).fontSize(SIZE).fillColor(COLOR.soft);
  for (const line of [business.address, business.phone, business.email]) {
    if (line) doc.text(line, brandX, doc.y, { width: brandWidth });
  }
  return Math.max(brandBottom, doc.y);
}

/** INVOICE (or VAT INVOICE, QUOTE), its number, dates and status pill on the right; answers where they end. */
function drawMeta(doc: Doc, { order, figures, quote, date }: Sheet, top: number): number {
  const vat = order.vat ?? null;
  const metaX = MARGIN + CONTENT * 0.58;
  const metaWidth = MARGIN + CONTENT - metaX;
  doc
    .font(BOLD)
    .fontSize(19.5)
    .fillColor(COLOR.blue)
    .text(quote ? 'QUOTE' : vat ? 'VAT INVOICE' : 'INVOICE', metaX, top, {
      width: metaWidth,
      align: 'right',
      characterSpacing: 1.5,
    });
  const meta: Array<readonly [string, string]> = [
    quote ? ['Quote No', quote.number] : ['Invoice No', `#${order.invoice_no}`],
    ...(vat ? ([['VAT No', formatVatNumber(vat.number)]] as const) : []),
    ...(order.order_custom_id ? ([['Order ID', order.order_custom_id]] as const) : []),
    ['Date', date(order.created_at)],
    quote ? ['Valid Until', date(quote.validUntil) || '—'] : ['Due Date', date(order.due_date) || '—'],
    // A deposit or final invoice names its quote or deposit invoice (invoiceFigures, as the POS shows it).
    ...figures.depositTerms,
    ...(order.additional
      ? ([
          ['Expire Date', date(order.expire_date) || '—'],
          ['Alert', order.alert === null ? '—' : `${order.alert} days before`],
        ] as const)
      : []),
  ];
  const metaBottom = pairs(doc, meta, metaX, top + 28, metaWidth, {
    labelWidth: 70,
    valueAlign: 'right',
    valueBold: true,
  });
  doc.font(FONT).fontSize(SIZE).fillColor(COLOR.muted).text('Status', metaX, metaBottom, { width: 70 });
  const status = quote ? quote.status : figures.status;
  statusPill(doc, status, !quote && figures.standing === 'paid', MARGIN + CONTENT, metaBottom);
  return metaBottom + SIZE + 8;
}

/** Head: brand on the left, INVOICE and its facts on the right, the blue rule under both. */
export function drawHead(doc: Doc, sheet: Sheet, business: InvoiceBusiness): void {
  const top = MARGIN;
  const brandBottom = drawBrand(doc, business, top);
  const metaBottom = drawMeta(doc, sheet, top);
  const ruleY = Math.max(brandBottom, metaBottom) + 8;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + CONTENT, ruleY)
    .lineWidth(2.25)
    .stroke(COLOR.blue);
  doc.y = ruleY + 14;
}

export function drawBillTo(doc: Doc, { order }: Sheet): void {
  doc
    .font(BOLD)
    .fontSize(SMALL)
    .fillColor(COLOR.muted)
    .text('BILL TO', MARGIN, doc.y, { characterSpacing: 0.6 });
  doc.moveDown(0.3);
  doc
    .font(BOLD)
    .fontSize(SIZE)
    .fillColor(COLOR.text)
    .text(order.customer.name, MARGIN, doc.y, { width: CONTENT / 2 });
  doc.font(FONT);
  for (const line of [order.customer.phone, order.customer.email, order.customer.address]) {
    if (line) doc.text(line, MARGIN, doc.y, { width: CONTENT / 2 });
  }
  doc.moveDown(1);
}

/**
 * Where the work was done, when the invoice or quote names a site (a job's: a landlord's flat, a shop),
 * under the customer it is billed to.
 */
export function drawSite(doc: Doc, { order }: Sheet): void {
  if (!order.site_address) return;
  doc.moveUp(0.6);
  doc
    .font(BOLD)
    .fontSize(SIZE)
    .fillColor(COLOR.text)
    .text('Site: ', MARGIN, doc.y, { continued: true, width: CONTENT / 2 })
    .font(FONT)
    .text(order.site_address);
  doc.moveDown(1);
}

/** The lines; a VAT invoice adds each line's discount share (when discounted), rate, net and VAT. */
export function drawLines(doc: Doc, { order }: Sheet): void {
  const vat = order.vat ?? null;
  const lineDiscounts = Boolean(vat) && order.discount > 0;
  const terms = vat ? (vat.prices_include_vat ? ' (inc. VAT)' : ' (ex. VAT)') : '';
  const columns: Column[] = [
    { label: 'SL', width: 30, align: 'left' },
    { label: 'Service', width: vat ? 124 : 254, align: 'left' },
    { label: `Price${terms}`, width: 66, align: 'right' },
    { label: 'Qty', width: 40, align: 'right' },
    { label: `Total${terms}`, width: 68, align: 'right' },
    ...(vat
      ? [
          ...(lineDiscounts ? [{ label: 'Discount', width: 70, align: 'right' as const }] : []),
          { label: 'VAT rate', width: 50, align: 'right' as const },
          { label: 'Net', width: 64, align: 'right' as const },
          { label: 'VAT', width: 56, align: 'right' as const },
        ]
      : []),
  ];
  const rows = order.items.map((item, i) => [
    String(i + 1),
    item.name,
    pounds(item.price),
    qtyWithUnit(item),
    pounds(item.total),
    ...(vat
      ? [
          ...(lineDiscounts ? [pounds(item.line_discount ?? 0)] : []),
          vatRateCell(item.vat_rate, item.vat_percent),
          pounds(item.net ?? 0),
          pounds(item.vat ?? 0),
        ]
      : []),
  ]);
  table(doc, columns, rows);
}

/** The VAT per rate and the note of how the prices were given. */
export function drawVatSummary(doc: Doc, vat: Vat, { figures }: Sheet): void {
  doc.moveDown(1);
  table(
    doc,
    [
      { label: 'Rate', width: 160, align: 'left' },
      { label: 'Net', width: 100, align: 'right' },
      { label: 'VAT', width: 100, align: 'right' },
      { label: 'Gross', width: 100, align: 'right' },
    ],
    vat.summary.map((row) => [
      vatRateName(row.rate, row.percent),
      pounds(row.net),
      pounds(row.vat),
      pounds(row.gross),
    ]),
    { caption: 'VAT summary' },
  );
  doc.moveDown(0.4);
  doc
    .font(FONT)
    .fontSize(SMALL)
    .fillColor(COLOR.muted)
    .text(figures.vatNote ?? '', MARGIN);
}

/** Bank details in a rounded box at `top`, `width` wide; answers where the box ends. */
function drawBank(doc: Doc, business: InvoiceBusiness, top: number, width: number): number {
  const bankRows: Array<readonly [string, string]> = [];
  for (const [label, value] of [
    ['Account holder', business.bank.holder_name],
    ['Account no', business.bank.ac_no],
    ['Sort code', business.bank.sort_code],
    ['Bank name', business.bank.bank_name],
  ] as const) {
    if (value) bankRows.push([label, value]);
  }
  doc.font(BOLD).fontSize(SMALL).fillColor(COLOR.muted);
  doc.text('BANK DETAILS', MARGIN + 10, top + 9, { characterSpacing: 0.6 });
  let bankBottom: number;
  if (bankRows.length) {
    bankBottom = pairs(doc, bankRows, MARGIN + 10, top + 24, width - 20, {
      labelWidth: 80,
      valueAlign: 'left',
      valueBold: true,
    });
  } else {
    doc
      .font(FONT)
      .fontSize(SIZE)
      .fillColor(COLOR.text)
      .text('Ask us for payment details.', MARGIN + 10, top + 24);
    bankBottom = doc.y;
  }
  doc
    .roundedRect(MARGIN, top, width, bankBottom - top + 7, 4.5)
    .lineWidth(0.75)
    .stroke(COLOR.rowRule);
  return bankBottom + 7;
}

/** Bank details beside the totals; the pair is kept on one page. */
export function drawTotals(doc: Doc, { figures }: Sheet, business: InvoiceBusiness): void {
  const totals = figures.rows.map(
    (f) => [f.label, formatInvoicePence(f.pence), { strong: f.strong }] as const,
  );
  doc.moveDown(1.2);
  ensureRoom(doc, 150);
  const summaryTop = doc.y;
  const totalsWidth = 190;
  const totalsX = MARGIN + CONTENT - totalsWidth;
  const totalsBottom = pairs(doc, totals, totalsX, summaryTop, totalsWidth, {
    labelWidth: 90,
    valueAlign: 'right',
  });
  const bankBottom = drawBank(doc, business, summaryTop, CONTENT - totalsWidth - 24);
  doc.y = Math.max(totalsBottom, bankBottom);
}

export function drawNotes(doc: Doc, notes: string): void {
  doc.moveDown(1.2);
  ensureRoom(doc, 30);
  doc.font(FONT).fontSize(SIZE).fillColor(COLOR.text).text(notes, MARGIN, doc.y, { width: CONTENT });
}

/** The payments taken (refunds marked), oldest first. */
export function drawPayments(doc: Doc, payments: NonNullable<OrderView['payments']>, { date }: Sheet): void {
  doc.moveDown(1.2);
  table(
    doc,
    [
      { label: 'Date', width: 90, align: 'left' },
      { label: 'Method', width: 110, align: 'left' },
      { label: 'Reference', width: 180, align: 'left' },
      { label: 'Amount', width: 90, align: 'right' },
    ],
    payments.map((p) => [
      date(p.at),
      `${METHOD_LABELS[p.method ?? 'cash'] ?? p.method ?? ''}${p.kind === 'refund' ? ' (refund)' : ''}`,
      p.reference ?? '',
      pounds(p.amount),
    ]),
    { caption: 'Payments' },
  );
}

export function drawFooter(doc: Doc): void {
  doc.moveDown(2);
  ensureRoom(doc, 20);
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(COLOR.muted)
    .text('Thank you for your business.', MARGIN, doc.y, { width: CONTENT, align: 'center' });
}
