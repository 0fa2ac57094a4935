import type { OrderView } from '@voltdesk/contracts';
import type { SingleSetup } from '@voltdesk/app-core';
import { PRINT_WINDOW_FEATURES, printDocument } from '../../shared/sales-document';
import type { LedgerEntry } from './ledger';
import { Receipt, type ReceiptLayout } from './receipt';

/** An 80 mm receipt needs no more than a narrow window. */
export const THERMAL_WINDOW_FEATURES = 'width=420,height=650';

/**
 * Prints the receipt of one payment, A4 or 80 mm (receipt.css picks the page). Returns false when the
 * browser blocked the window.
 */
export function printReceipt(
  order: OrderView,
  entry: LedgerEntry,
  options: { setup: SingleSetup | undefined; takenBy: string; layout: ReceiptLayout },
): boolean {
  const { setup, takenBy, layout } = options;
  return printDocument({
    name: `receipt-${order.id}-${entry.number}`,
    title: `Receipt ${order.invoice_no}-${entry.number} | ${setup?.websiteData?.title || 'Receipt'}`,
    bodyClass: `pos-receipt-window pos-receipt-window--${layout}`,
    features: layout === 'thermal' ? THERMAL_WINDOW_FEATURES : PRINT_WINDOW_FEATURES,
    content: <Receipt order={order} entry={entry} setup={setup} takenBy={takenBy} layout={layout} />,
  });
}
