import PDFDocument from 'pdfkit';
import { invoiceFigures, type OrderView } from '@voltdesk/contracts';
import { invoiceDate } from '../shared/invoice-date';
import { MARGIN } from './drawing';
import { drawReverseCharge } from './reverse-charge';
import {
  drawBillTo,
  drawFooter,
  drawHead,
  drawLines,
  drawNotes,
  drawSite,
  drawPayments,
  drawTotals,
  drawVatSummary,
  type InvoiceBusiness,
  type QuoteHeading,
  type Sheet,
} from './sections';

export type { InvoiceBusiness, QuoteHeading } from './sections';

/**
 * The invoice as a PDF, the printed invoice's content and look: business name, logo and contact lines,
 * INVOICE (VAT INVOICE with the VAT number when the invoice was issued VAT registered), number, custom
 * order ID, dates, status, Bill to (and the site of the work when named), the lines (with rate, net and VAT on a VAT invoice), the VAT summary
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

  const sheet: Sheet = {
    order,
    // The figures and status every rendering of an invoice shows (the POS screen and print too).
    figures: invoiceFigures(order, { quote: Boolean(quote) }),
    quote,
    date: (v) => invoiceDate(v, timeZone),
  };
  drawHead(doc, sheet, business);
  drawBillTo(doc, sheet);
  drawSite(doc, sheet);
  drawLines(doc, sheet);
  if (order.vat) drawVatSummary(doc, order.vat, sheet);
  drawReverseCharge(doc, order);
  drawTotals(doc, sheet, business);
  if (quote?.notes) drawNotes(doc, quote.notes);
  const payments = quote ? [] : (order.payments ?? []);
  if (payments.length) drawPayments(doc, payments, sheet);
  drawFooter(doc);
  doc.end();
  return done;
}
