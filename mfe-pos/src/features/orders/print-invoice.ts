import type { OrderView } from '@voltdesk/contracts';
import type { SingleSetup } from '@voltdesk/app-core';
import { invoiceHtml } from './invoice-html';

/** The print window of spec section 9: 1000 by 650. */
export const PRINT_WINDOW_FEATURES = 'width=1000,height=650';

/**
 * Opens the invoice in a 1000x650 window and prints it once its images (the logo) have loaded.
 * Returns false when the browser blocked the window (the caller says so).
 */
export function printInvoice(order: OrderView, setup: SingleSetup | undefined): boolean {
  const win = window.open('', `invoice-${order.id}`, PRINT_WINDOW_FEATURES);
  if (!win) return false;
  const doc = win.document;
  doc.open();
  doc.write(invoiceHtml(order, setup, window.location.origin));
  doc.close();
  const images = Array.from(doc.images ?? []);
  // A logo that never answers must not stop the printing: wait 3 s at most.
  const loaded = Promise.all(
    images.map((img) =>
      img.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
  void Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 3000))]).then(() => {
    win.focus();
    win.print();
  });
  return true;
}
