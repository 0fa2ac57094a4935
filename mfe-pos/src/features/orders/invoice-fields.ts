import escapeHtml from 'escape-html';
import type { OrderView } from '@voltdesk/contracts';
import type { SingleSetup } from '@voltdesk/app-core';
import { formatPounds } from '../../shared/money';

/** `bankInfo` setup entry; svc-content answers both spellings of the sort code (spec section 3). */
export interface BankInfo {
  holder_name?: string;
  ac_no?: string;
  sort_code?: string;
  sort_name?: string;
  bank_name?: string;
}

export function bankInfoOf(setup: SingleSetup | undefined): BankInfo {
  const value = setup?.bankInfo;
  return value && typeof value === 'object' ? (value as BankInfo) : {};
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `YYYY-MM-DD` (or an ISO time) as "22 Nov 2026"; '' for none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Absolute URL of a stored image path, so the print window (about:blank) can load it. */
function absolute(path: string, origin: string): string {
  try {
    return new URL(path, origin).href;
  } catch {
    return path;
  }
}

const CSS = `
@page { size: A4; margin: 14mm; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font: 13px/1.45 "Helvetica Neue", Arial, sans-serif; color: #1f2937; background: #eef1f5; }
.invoice { width: 210mm; min-height: 297mm; margin: 12px auto; padding: 16mm 14mm; background: #fff;
  box-shadow: 0 2px 12px rgba(15, 23, 42, 0.12); }
.head { display: flex; justify-content: space-between; gap: 24px; align-items: flex-start;
  border-bottom: 3px solid #1f6feb; padding-bottom: 14px; }
.brand { display: flex; gap: 14px; align-items: flex-start; }
.brand img { max-height: 64px; max-width: 160px; object-fit: contain; }
.brand h1 { margin: 0 0 4px; font-size: 20px; }
.brand p, .meta p { margin: 0; color: #475569; }
.meta { text-align: right; }
.meta h2 { margin: 0 0 6px; font-size: 26px; letter-spacing: 0.08em; color: #1f6feb; }
.meta strong { color: #1f2937; }
.status { display: inline-block; margin-top: 6px; padding: 2px 10px; border-radius: 999px; font-weight: 700;
  font-size: 11px; letter-spacing: 0.05em; text-transform: uppercase; }
.status.paid { background: #dafbe1; color: #116329; }
.status.unpaid { background: #ffebe9; color: #82071e; }
.parties { display: flex; justify-content: space-between; gap: 24px; margin: 18px 0; }
.parties h3, .bank h3 { margin: 0 0 6px; font-size: 11px; text-transform: uppercase; letter-spacing: 0.08em;
  color: #64748b; }
.parties p { margin: 0; }
table.items { width: 100%; border-collapse: collapse; margin-top: 8px; }
table.items th { background: #f1f5f9; text-align: left; font-size: 11px; text-transform: uppercase;
  letter-spacing: 0.05em; color: #475569; padding: 8px; border-bottom: 1px solid #cbd5e1; }
table.items td { padding: 8px; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
table.items .num { text-align: right; white-space: nowrap; }
table.items th:first-child, table.items td:first-child { width: 36px; }
.summary { display: flex; justify-content: space-between; gap: 24px; margin-top: 18px; align-items: flex-start; }
.bank { flex: 1; border: 1px solid #e2e8f0; border-radius: 6px; padding: 10px 12px; }
.bank dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
.totals { margin: 0; display: grid; grid-template-columns: 1fr auto; gap: 4px 24px; }
.bank dt { color: #64748b; }
.bank dd { margin: 0; font-weight: 600; }
.totals { min-width: 240px; }
.totals dt { color: #475569; }
.totals dd { margin: 0; text-align: right; }
.totals .strong { font-weight: 700; font-size: 15px; color: #1f2937; border-top: 1px solid #cbd5e1; padding-top: 4px; }
.extra { margin-top: 14px; color: #475569; }
.foot { margin-top: 28px; text-align: center; color: #64748b; font-size: 12px; }
thead { display: table-header-group; }
tr, .summary, .bank { break-inside: avoid; page-break-inside: avoid; }
@media print {
  body { background: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .invoice { width: auto; min-height: 0; margin: 0; padding: 0; box-shadow: none; }
}
`;

/**
 * The printable invoice (spec section 2, "Print"): logo and site info from the setup, invoice number,
 * customer, due date, items, totals and bank details, as a whole A4 HTML document with print CSS. Every
 * value is escaped. `origin` makes the logo's `/media/...` path absolute for the print window.
 */
export function invoiceHtml(order: OrderView, setup: SingleSetup | undefined, origin: string): string {
  const site = setup?.websiteData ?? {};
  const logo = setup?.websiteLogo?.image;
  const bank = bankInfoOf(setup);
  const sortCode = bank.sort_code || bank.sort_name;
  const title = site.title || 'Invoice';
  const lines = order.items
    .map(
      (item, i) => `<tr>
        <td>${i + 1}</td>
        <td>${escapeHtml(item.name)}</td>
        <td class="num">${formatPounds(item.price)}</td>
        <td class="num">${escapeHtml(String(item.qty))}</td>
        <td class="num">${formatPounds(item.total)}</td>
      </tr>`,
    )
    .join('');
  const siteLines = [site.address, site.phone, site.email]
    .filter(Boolean)
    .map((v) => `<p>${escapeHtml(v)}</p>`)
    .join('');
  const customer = order.customer;
  const bankRows = (
    [
      ['Account holder', bank.holder_name],
      ['Account no', bank.ac_no],
      ['Sort code', sortCode],
      ['Bank name', bank.bank_name],
    ] as const
  )
    .filter(([, v]) => v)
    .map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`)
    .join('');
  const paid = order.status === 'Paid';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>Invoice #${escapeHtml(String(order.invoice_no))} | ${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main class="invoice">
  <header class="head">
    <div class="brand">
      ${logo ? `<img src="${escapeHtml(absolute(logo, origin))}" alt="${escapeHtml(title)} logo" />` : ''}
      <div>
        <h1>${escapeHtml(site.title ?? '')}</h1>
        ${siteLines}
      </div>
    </div>
    <div class="meta">
      <h2>INVOICE</h2>
      <p>Invoice no: <strong>#${escapeHtml(String(order.invoice_no))}</strong></p>
      ${order.order_custom_id ? `<p>Order ID: <strong>${escapeHtml(order.order_custom_id)}</strong></p>` : ''}
      <p>Date: <strong>${escapeHtml(formatDate(order.created_at))}</strong></p>
      ${order.due_date ? `<p>Due date: <strong>${escapeHtml(formatDate(order.due_date))}</strong></p>` : ''}
      <span class="status ${paid ? 'paid' : 'unpaid'}">${paid ? 'Paid' : 'Unpaid'}</span>
    </div>
  </header>
  <section class="parties">
    <div>
      <h3>Bill to</h3>
      <p><strong>${escapeHtml(customer.name)}</strong></p>
      <p>${escapeHtml(customer.phone)}</p>
      <p>${escapeHtml(customer.email)}</p>
      ${customer.address ? `<p>${escapeHtml(customer.address)}</p>` : ''}
    </div>
  </section>
  <table class="items">
    <thead><tr><th>SL</th><th>Service</th><th class="num">Price</th><th class="num">Qty</th><th class="num">Total</th></tr></thead>
    <tbody>${lines}</tbody>
  </table>
  <section class="summary">
    <div class="bank">
      <h3>Bank details</h3>
      ${bankRows ? `<dl>${bankRows}</dl>` : '<p>Ask us for payment details.</p>'}
    </div>
    <dl class="totals">
      <dt>Sub total</dt><dd>${formatPounds(order.sub_total)}</dd>
      <dt>Discount</dt><dd>${formatPounds(order.discount)}</dd>
      <dt class="strong">Total</dt><dd class="strong">${formatPounds(order.total)}</dd>
      <dt>Amount paid</dt><dd>${formatPounds(order.payment)}</dd>
      <dt class="strong">Due</dt><dd class="strong">${formatPounds(order.due)}</dd>
    </dl>
  </section>
  ${
    order.additional && order.expire_date
      ? `<p class="extra">Valid until ${escapeHtml(formatDate(order.expire_date))}.</p>`
      : ''
  }
  <footer class="foot">Thank you for your business.</footer>
</main>
</body>
</html>`;
}
