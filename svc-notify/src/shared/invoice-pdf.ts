import PDFDocument from 'pdfkit';
import { formatInTimeZone } from 'date-fns-tz';
import { formatInvoicePence, formatVatNumber, invoiceFigures, type OrderView } from '@voltdesk/contracts';
import { pounds } from '../shared/money';

/** The business as the invoice shows it: the site settings svc-notify keeps (websiteData, logo, bankInfo). */
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

export interface InvoiceBusiness {
  title: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  /** PNG or JPEG bytes, or null (no logo, or one that could not be read). */
  logo: Buffer | null;
  bank: { holder_name?: string; ac_no?: string; sort_code?: string; bank_name?: string };
}

/*
 * The look of the printed invoice (mfe-pos/src/features/orders/invoice.tsx + invoice.css), in PDF points:
 * A4, 14 mm margins, 13 px text (9.75 pt), the same colours, the blue rule under the head, the grey table
 * head, the status pill, bank details in a rounded box beside the totals.
 */
const MM = 72 / 25.4;
const MARGIN = 14 * MM;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN;
const SIZE = 9.75;
const SMALL = 8.25;
const COLOR = {
  text: '#1f2937',
  muted: '#64748b',
  soft: '#475569',
  blue: '#1f6feb',
  headBg: '#f1f5f9',
  headRule: '#cbd5e1',
  rowRule: '#e2e8f0',
  paidBg: '#dafbe1',
  paidText: '#116329',
  unpaidBg: '#ffebe9',
  unpaidText: '#82071e',
};
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

type Doc = PDFKit.PDFDocument;

/**
 * Dates as the printed invoice writes them ("22 Nov 2026"): a `YYYY-MM-DD` is that day, a time is read in
 * the business time zone. '' for none.
 */
export function invoiceDate(value: string | null | undefined, timeZone: string): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = new Date(day ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(at.getTime())) return value;
  return formatInTimeZone(at, day ? 'UTC' : timeZone, 'd MMM yyyy');
}

const METHOD_LABELS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
};

/** A line's rate as the VAT invoice column shows it: "20%", "5%", "0%" or "Exempt". */
const vatRateCell = (rate: string | undefined, percent: number | undefined) =>
  rate === 'exempt' ? 'Exempt' : `${percent ?? 0}%`;
/** A rate as the VAT summary names it: "Standard 20%", "Exempt". */
const vatRateName = (rate: string, percent: number) =>
  rate === 'exempt' ? 'Exempt' : `${rate.charAt(0).toUpperCase()}${rate.slice(1)} ${percent}%`;

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
}

/** A table like the printed one: grey head (repeated on a new page), rows never split, a rule under each. */
function table(doc: Doc, columns: Column[], rows: string[][], options: { caption?: string } = {}): void {
  const pad = 6;
  const total = columns.reduce((s, c) => s + c.width, 0);
  const scale = CONTENT / total;
  const widths = columns.map((c) => c.width * scale);
  const head = () => {
    doc.font(BOLD).fontSize(SMALL);
    const label = { characterSpacing: 0.4 };
    const h =
      Math.max(
        ...columns.map((c, i) =>
          doc.heightOfString(c.label.toUpperCase(), { ...label, width: widths[i]! - 2 * pad }),
        ),
      ) +
      2 * pad;
    const y = doc.y;
    doc.rect(MARGIN, y, CONTENT, h).fill(COLOR.headBg);
    doc
      .moveTo(MARGIN, y + h)
      .lineTo(MARGIN + CONTENT, y + h)
      .lineWidth(0.75)
      .stroke(COLOR.headRule);
    let x = MARGIN;
    columns.forEach((c, i) => {
      doc.fillColor(COLOR.soft).text(c.label.toUpperCase(), x + pad, y + pad, {
        width: widths[i]! - 2 * pad,
        align: c.align,
        ...label,
      });
      x += widths[i]!;
    });
    doc.y = y + h;
  };
  if (options.caption) {
    ensureRoom(doc, 60);
    doc.font(BOLD).fontSize(SMALL).fillColor(COLOR.muted).text(options.caption.toUpperCase(), MARGIN, doc.y, {
      characterSpacing: 0.6,
    });
    doc.moveDown(0.3);
  }
  ensureRoom(doc, 48);
  head();
  for (const row of rows) {
    doc.font(FONT).fontSize(SIZE);
    const h =
      Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 2 * pad }))) + 2 * pad;
    if (doc.y + h > BOTTOM) {
      doc.addPage();
      head();
      doc.font(FONT).fontSize(SIZE);
    }
    const y = doc.y;
    let x = MARGIN;
    row.forEach((cell, i) => {
      doc.fillColor(COLOR.text).text(cell, x + pad, y + pad, {
        width: widths[i]! - 2 * pad,
        align: columns[i]!.align,
      });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, y + h)
      .lineTo(MARGIN + CONTENT, y + h)
      .lineWidth(0.5)
      .stroke(COLOR.rowRule);
    doc.y = y + h;
  }
}

/** Starts a new page when less than `height` is left, so a block is never split. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

/** Label / value pairs as the printed `<dl>`: muted labels, values beside them. */
function pairs(
  doc: Doc,
  rows: ReadonlyArray<readonly [string, string, { strong?: boolean }?]>,
  x: number,
  y: number,
  width: number,
  options: { labelWidth: number; valueAlign: 'left' | 'right'; valueBold?: boolean },
): number {
  let top = y;
  for (const [label, value, style] of rows) {
    const strong = style?.strong ?? false;
    const size = strong ? 11.25 : SIZE;
    if (strong) {
      doc
        .moveTo(x, top)
        .lineTo(x + width, top)
        .lineWidth(0.75)
        .stroke(COLOR.headRule);
      top += 3;
    }
    doc
      .font(strong ? BOLD : FONT)
      .fontSize(size)
      .fillColor(strong ? COLOR.text : COLOR.muted);
    doc.text(label, x, top, { width: options.labelWidth });
    const valueFont = strong || options.valueBold ? BOLD : FONT;
    doc.font(valueFont).fontSize(size).fillColor(COLOR.text);
    const valueWidth = width - options.labelWidth - 8;
    doc.text(value, x + options.labelWidth + 8, top, { width: valueWidth, align: options.valueAlign });
    const h = Math.max(
      doc.font(FONT).heightOfString(label, { width: options.labelWidth }),
      doc.font(valueFont).heightOfString(value, { width: valueWidth }),
    );
    top += h + 3;
  }
  return top;
}

function statusPill(doc: Doc, status: string, paid: boolean, rightEdge: number, y: number): void {
  const label = status.toUpperCase();
  doc.font(BOLD).fontSize(SMALL);
  const w = doc.widthOfString(label, { characterSpacing: 0.4 }) + 14;
  const h = SMALL + 5;
  doc.roundedRect(rightEdge - w, y - 1.5, w, h, h / 2).fill(paid ? COLOR.paidBg : COLOR.unpaidBg);
  doc.fillColor(paid ? COLOR.paidText : COLOR.unpaidText).text(label, rightEdge - w + 7, y + 1, {
    lineBreak: false,
    characterSpacing: 0.4,
  });
}

/**
 * The invoice as a PDF, the printed invoice's content and look: business name, logo and contact lines,
 * INVOICE (VAT INVOICE with the VAT number when the invoice was issued VAT registered), number, custom
 * order ID, dates, status, Bill to, the lines (with rate, net and VAT on a VAT invoice), the VAT summary
 * per rate, bank details beside Sub Total / Discount / (Net / VAT) / Total / Credited / Amount Paid / Due,
 * then the payments taken. Helvetica is one of the PDF standard fonts, whose metrics ship inside pdfkit:
 * nothing is downloaded or embedded. (Its WinAnsi encoding covers English and Western European text and
 * the pound sign; letters outside it do not print.)
 */
export function renderInvoicePdf(
  order: OrderView,
  business: InvoiceBusiness,
  timeZone: string,
  quote?: QuoteHeading,
): Promise<Buffer> {
  const name = quote ? `Quote ${quote.number}` : `Invoice #${order.invoice_no}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: name,
      Author: business.title ?? '',
      Subject: `${name} for ${order.customer.name}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const vat = order.vat ?? null;
  // The figures and status every rendering of an invoice shows (the POS screen and print too).
  const figures = invoiceFigures(order, { quote: Boolean(quote) });
  const date = (v: string | null | undefined) => invoiceDate(v, timeZone);

  // Head: brand on the left, INVOICE and its facts on the right, the blue rule under both.
  const top = MARGIN;
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
  brandBottom = Math.max(brandBottom, doc.y);

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
    ...(order.additional
      ? ([
          ['Expire Date', date(order.expire_date) || '—'],
          ['Alert', order.alert === null ? '—' : `${order.alert} days before`],
        ] as const)
      : []),
  ];
  let metaBottom = pairs(doc, meta, metaX, top + 28, metaWidth, {
    labelWidth: 70,
    valueAlign: 'right',
    valueBold: true,
  });
  doc.font(FONT).fontSize(SIZE).fillColor(COLOR.muted).text('Status', metaX, metaBottom, { width: 70 });
  statusPill(
    doc,
    quote ? quote.status : figures.status,
    !quote && figures.standing === 'paid',
    MARGIN + CONTENT,
    metaBottom,
  );
  metaBottom += SIZE + 8;

  const ruleY = Math.max(brandBottom, metaBottom) + 8;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + CONTENT, ruleY)
    .lineWidth(2.25)
    .stroke(COLOR.blue);

  // Bill to.
  doc.y = ruleY + 14;
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

  // Lines.
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
  table(
    doc,
    columns,
    order.items.map((item, i) => [
      String(i + 1),
      item.name,
      pounds(item.price),
      String(item.qty),
      pounds(item.total),
      ...(vat
        ? [
            ...(lineDiscounts ? [pounds(item.line_discount ?? 0)] : []),
            vatRateCell(item.vat_rate, item.vat_percent),
            pounds(item.net ?? 0),
            pounds(item.vat ?? 0),
          ]
        : []),
    ]),
  );

  if (vat) {
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

  // Bank details beside the totals; the pair is kept on one page.
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

  const bankWidth = CONTENT - totalsWidth - 24;
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
  doc.text('BANK DETAILS', MARGIN + 10, summaryTop + 9, { characterSpacing: 0.6 });
  let bankBottom: number;
  if (bankRows.length) {
    bankBottom = pairs(doc, bankRows, MARGIN + 10, summaryTop + 24, bankWidth - 20, {
      labelWidth: 80,
      valueAlign: 'left',
      valueBold: true,
    });
  } else {
    doc
      .font(FONT)
      .fontSize(SIZE)
      .fillColor(COLOR.text)
      .text('Ask us for payment details.', MARGIN + 10, summaryTop + 24);
    bankBottom = doc.y;
  }
  doc
    .roundedRect(MARGIN, summaryTop, bankWidth, bankBottom - summaryTop + 7, 4.5)
    .lineWidth(0.75)
    .stroke(COLOR.rowRule);
  doc.y = Math.max(totalsBottom, bankBottom + 7);

  if (quote?.notes) {
    doc.moveDown(1.2);
    ensureRoom(doc, 30);
    doc.font(FONT).fontSize(SIZE).fillColor(COLOR.text).text(quote.notes, MARGIN, doc.y, { width: CONTENT });
  }

  const payments = quote ? [] : (order.payments ?? []);
  if (payments.length) {
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

  doc.moveDown(2);
  ensureRoom(doc, 20);
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(COLOR.muted)
    .text('Thank you for your business.', MARGIN, doc.y, { width: CONTENT, align: 'center' });
  doc.end();
  return done;
}
