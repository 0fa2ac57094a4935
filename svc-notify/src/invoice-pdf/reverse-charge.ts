import {
  formatInvoicePence,
  REVERSE_CHARGE_VAT_HEADING,
  reverseChargeStatement,
  type OrderView,
} from '@voltdesk/contracts';
import { BOLD, COLOR, ensureRoom, FONT, MARGIN, SIZE, SMALL, table, type Doc } from './drawing';

/**
 * A reverse-charged invoice's statement (the domestic reverse charge), as the POS shows it: HMRC's wording,
 * per rate the net and the VAT the customer accounts for, and that VAT in total. Nothing for any other.
 */
export function drawReverseCharge(doc: Doc, order: Pick<OrderView, 'reverse_charge'>): void {
  const rc = reverseChargeStatement(order);
  if (!rc) return;
  doc.moveDown(1);
  ensureRoom(doc, 90);
  doc.font(BOLD).fontSize(SIZE).fillColor(COLOR.text).text(rc.wording, MARGIN);
  doc.moveDown(0.4);
  table(
    doc,
    [
      { label: 'Rate', width: 160, align: 'left' },
      { label: 'Net', width: 100, align: 'right' },
      { label: REVERSE_CHARGE_VAT_HEADING, width: 200, align: 'right' },
    ],
    rc.rows.map((r) => [r.label, formatInvoicePence(r.net_pence), formatInvoicePence(r.vat_pence)]),
  );
  doc.moveDown(0.4);
  doc.font(FONT).fontSize(SMALL).fillColor(COLOR.muted).text(rc.total, MARGIN);
}
