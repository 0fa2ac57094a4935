import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { OrderView } from '@voltdesk/contracts';
import type { SingleSetup } from '@voltdesk/app-core';
import { Invoice } from './invoice';
import type { QuoteHeading } from './invoice-head';

/** The print window of spec section 9: 1000 by 650. */
export const PRINT_WINDOW_FEATURES = 'width=1000,height=650';

/** A logo or stylesheet that never answers must not stop the printing. */
const MAX_WAIT_MS = 3000;

/**
 * Opens a print window (`name` reuses one per document), renders `content` into it, and prints once its
 * stylesheets and images have loaded: invoices and quotes here, the orders' receipts too. The styles are
 * this page's own stylesheet files (invoice.css and receipt.css among them): the window inherits the
 * page's Content-Security-Policy, which allows stylesheets from our origin and no inline <style>. Returns
 * false when the browser blocked the window (the caller says so).
 */
export function printDocument(options: {
  name: string;
  title: string;
  bodyClass: string;
  features: string;
  content: ReactElement;
}): boolean {
  const win = window.open('', options.name, options.features);
  if (!win) return false;
  const doc = win.document;
  // A window of this name may still hold an earlier print.
  doc.head.replaceChildren();
  doc.body.replaceChildren();
  doc.documentElement.lang = 'en';
  doc.title = options.title;
  doc.body.className = options.bodyClass;
  const sheets = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map(
    (link) => {
      const copy = doc.createElement('link');
      copy.rel = 'stylesheet';
      copy.href = link.href;
      return doc.head.appendChild(copy);
    },
  );
  const container = doc.body.appendChild(doc.createElement('div'));
  flushSync(() => createRoot(container).render(options.content));
  const images = Array.from(doc.images).filter((img) => !img.complete);
  const loaded = Promise.all(
    [...sheets, ...images].map(
      (element) =>
        new Promise<void>((resolve) => {
          element.addEventListener('load', () => resolve(), { once: true });
          element.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  void Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]).then(() => {
    win.focus();
    win.print();
  });
  return true;
}

/**
 * Opens a 1000x650 window with the same `Invoice` the details modal shows and prints it (A4,
 * invoice.css). Returns false when the browser blocked the window.
 */
export function printInvoice(order: OrderView, setup: SingleSetup | undefined): boolean {
  return printDocument({
    name: `invoice-${order.id}`,
    title: `Invoice #${order.invoice_no} | ${setup?.websiteData?.title || 'Invoice'}`,
    bodyClass: 'pos-invoice-window',
    features: PRINT_WINDOW_FEATURES,
    content: <Invoice order={order} setup={setup} origin={window.location.origin} />,
  });
}

/** The same window and A4 page for a quote (the Invoice renderer headed QUOTE). */
export function printQuote(lines: OrderView, quote: QuoteHeading, setup: SingleSetup | undefined): boolean {
  return printDocument({
    name: `quote-${lines.id}`,
    title: `Quote ${quote.number} | ${setup?.websiteData?.title || 'Quote'}`,
    bodyClass: 'pos-invoice-window',
    features: PRINT_WINDOW_FEATURES,
    content: <Invoice order={lines} setup={setup} origin={window.location.origin} quote={quote} />,
  });
}
