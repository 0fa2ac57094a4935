import type { Browser } from 'playwright-core';
import type { QuoteView } from '@voltdesk/contracts';
import { adminToken, api } from '../src/api';
import { launchBrowser, newPage, screenshot, signIn, viewports } from '../src/browser';
import { sendLeadRequest } from '../src/lead-request';
import { waitForMail, type MailDevMail } from '../src/mail';

let browser: Browser;
let token: string;
let settingsBefore: Record<string, unknown>;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  settingsBefore = (await api<{ data: Record<string, unknown> }>('admin/getInvoiceSettings', { token })).body
    .data;
});

afterAll(async () => {
  // The setting this journey turns on goes back as it was, for the journeys after it.
  const { vat_registered, vat_number, prices_include_vat } = settingsBefore;
  await api('admin/updateInvoiceSettings', {
    method: 'PUT',
    token,
    json: { vat_registered, vat_number, prices_include_vat, invoice_accepted_quotes: false },
  });
  await browser?.close();
});

/** A 1 x 1 PNG, as a phone's photo would be sent (svc-pos reads its type from these bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The customer link a mail carries, as the customer's mail client shows it. */
function linkIn(mail: MailDevMail): string {
  const link = /https?:\/\/\S+?\/document\?token=[\w.%-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no document link in "${mail.subject}"`);
  return link;
}

/** The visitor's request, with a photo, from the site's request page. */
async function requestVisit(name: string, email: string): Promise<void> {
  const { page } = await newPage(browser);
  await page.goto('/request-visit');
  const form = page.getByRole('form', { name: 'Tell us about the job' });
  await form.getByRole('button', { name: 'Send request' }).and(page.locator(':enabled')).waitFor();
  await form.getByLabel('Service').selectOption({ index: 1 });
  await form.getByLabel('What do you need?').fill('A new consumer unit, and an outdoor socket.');
  await form.getByLabel('Site address').fill('9 Birch Close, London');
  await form.getByLabel('Postcode').fill('SE1 4AB');
  await form.getByLabel(/^Photos/).setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Phone').fill(`07700 8${String(Date.now()).slice(-5)}`);
  await form.getByLabel('E-mail').fill(email);
  await sendLeadRequest(page);
  await page.close();
}

/** The owner turns the lead into a quote at the POS (the lead's "Create quote"); answers the quote's id. */
async function quoteTheLead(name: string): Promise<string> {
  const { page: desk } = await newPage(browser);
  await signIn(desk);
  await desk.goto('/admin/leads');
  await desk.getByRole('link', { name, exact: true }).click();
  await desk.getByRole('heading', { name: `Lead: ${name}` }).waitFor();
  await desk.getByRole('button', { name: 'Create quote' }).click();
  await desk.getByRole('heading', { name: 'New Quote from Lead' }).waitFor();
  await desk.getByRole('list', { name: 'Services' }).getByRole('button').first().click();
  await desk.getByRole('button', { name: 'Save Quote' }).click();
  await desk.waitForURL(/\/admin\/quote\//);
  const id = /\/admin\/quote\/([a-f0-9]{24})/.exec(desk.url())![1]!;
  await desk.close();
  return id;
}

/** The quote asks for a 25% deposit (the quote form's deposit field, through its call). */
async function askDeposit(id: string): Promise<QuoteView> {
  const q = (await api<{ data: QuoteView }>(`admin/getQuotes?id=${id}`, { token })).body.data;
  const res = await api<{ data: QuoteView }>('admin/updateQuote', {
    method: 'PUT',
    token,
    json: {
      id,
      customer: q.customer,
      items: q.items.map((i) => ({ id: i.id, name: i.name, price: i.price, qty: i.qty })),
      discount: q.discount,
      order_custom_id: q.order_custom_id,
      valid_until: q.valid_until,
      notes: q.notes,
      deposit: { kind: 'percent', value: 25 },
    },
  });
  if (res.status !== 200) throw new Error(`updateQuote: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

describe('lead to cash online', () => {
  it('a visitor requests a visit, the owner quotes it, the customer accepts from the mail, pays the deposit by card, and the final invoice deducts it', async () => {
    const stamp = String(Date.now()).slice(-6);
    const name = `Cass Customer ${stamp}`;
    const email = `cass-${stamp}@example.com`;
    await requestVisit(name, email);

    // The owner invoices accepted quotes at once (invoice settings), quotes the lead with a deposit, mails it.
    await api('admin/updateInvoiceSettings', {
      method: 'PUT',
      token,
      json: { ...settingsBefore, updated_at: undefined, invoice_accepted_quotes: true },
    });
    const quoteId = await quoteTheLead(name);
    const quote = await askDeposit(quoteId);
    const number = `Q-${String(quote.quote_no).padStart(6, '0')}`;
    const { page: desk } = await newPage(browser);
    await signIn(desk);
    await desk.goto(`/admin/quote/${quoteId}`);
    await desk.getByRole('button', { name: 'E-mail quote' }).click();
    await desk
      .getByRole('dialog', { name: `E-mail quote ${number}` })
      .getByRole('button', { name: 'Send' })
      .click();
    await desk.getByText(`Quote ${number} e-mailed to ${email}`).first().waitFor();

    // The customer opens the mailed link on a phone and accepts.
    const mail = await waitForMail(email, 60_000, (m) => m.subject.startsWith(`Quote ${number}`));
    expect(mail.text).toContain('View and accept the quote online:');
    const { page: phone } = await newPage(browser, viewports.phone);
    await phone.goto(linkIn(mail));
    await phone.getByRole('heading', { level: 1, name: new RegExp(`^Quote ${number} from `) }).waitFor();
    await phone.getByRole('article', { name: `Quote ${number}` }).waitFor();
    await screenshot(phone, 'site-quote-375');
    await phone.getByLabel(/Your full name/).fill(name);
    await phone.getByRole('checkbox', { name: /I agree to the terms of this quote/ }).check();
    await phone.getByRole('button', { name: 'Accept the quote' }).click();
    await phone.getByText(new RegExp(`You accepted this quote on .* as ${name}\\.`)).waitFor();

    // The PDF of the link, as svc-notify draws it; a tampered link opens nothing, page or PDF.
    const link = linkIn(mail);
    const pdf = await phone.request.get(link.replace('/document?', '/api/customerDocumentPdf?'));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="Quote-${number}.pdf"`);
    const tampered = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(
      (await phone.request.get(tampered.replace('/document?', '/api/customerDocumentPdf?'))).status(),
    ).toBe(404);
    const { page: stranger } = await newPage(browser, viewports.phone);
    await stranger.goto(tampered);
    await stranger.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await stranger
      .getByText('This link is not valid any more. Please ask us to send the document again.')
      .waitFor();
    expect(await stranger.getByRole('article').count()).toBe(0);
    await stranger.close();

    // The staff see the link opened, the answer and its evidence; the owner was told by mail.
    await desk.reload();
    await desk.getByText(/Customer first opened the link on/).waitFor();
    await desk.getByText(new RegExp(`Accepted online by the customer, who typed "${name}"`)).waitFor();
    await screenshot(desk, 'pos-quote-accepted-online-1280');
    // The owner's notice goes to the site's e-mail (the demo seed's).
    const site = (await api<{ data: { websiteData?: { email?: string } } }>('getSingleSetup')).body.data;
    const ownerMail = await waitForMail(site.websiteData!.email!, 60_000, (m) =>
      m.subject.startsWith(`Quote ${number} accepted by ${name}`),
    );
    expect(ownerMail.text).toContain(`${name} accepted quote ${number} online and agreed to its terms.`);

    // The accepted quote became its deposit invoice, which the quote's page links to.
    await phone.getByRole('link', { name: 'View the invoice' }).click();
    const depositSheet = phone.getByRole('article', { name: /^Invoice #\d+$/ });
    await depositSheet.waitFor();
    await depositSheet.getByText(`Quote ${number} (25%)`).waitFor();
    await screenshot(phone, 'site-deposit-invoice-375');
    const after = (await api<{ data: QuoteView }>(`admin/getQuotes?id=${quoteId}`, { token })).body.data;
    const deposit = after.deposit_invoices![0]!;

    // The customer pays the deposit by card: the Pay button, the Stripe stand-in's Checkout page, back to
    // the invoice page, which shows it paid once svc-pos has the signed webhook.
    const due = (await api<{ data: { due: number } }>(`admin/getOrders?id=${deposit.order_id}`, { token }))
      .body.data.due;
    const pounds = `£${due.toFixed(2)}`;
    await phone.getByRole('button', { name: `Pay ${pounds} by card` }).click();
    await phone.getByRole('button', { name: `Pay ${pounds}` }).click();
    await phone.waitForURL(/\/document\?token=.*&payment=paid/);
    await phone.getByText('Thank you: your card payment has been received.').waitFor();
    await phone.getByLabel('Totals').getByText('£0.00').last().waitFor();
    await screenshot(phone, 'site-deposit-paid-375');
    const paidDeposit = (
      await api<{ data: { due: number; payments: Array<{ method: string }> } }>(
        `admin/getOrders?id=${deposit.order_id}`,
        { token },
      )
    ).body.data;
    expect(paidDeposit.due).toBe(0);
    expect(paidDeposit.payments.map((p) => p.method)).toEqual(['card_online']);

    // The owner makes the final invoice, which deducts the deposit, and mails it.
    const final = await api<{ data: QuoteView }>('admin/createFinalInvoice', {
      method: 'POST',
      token,
      json: { id: quoteId, due_date: null },
    });
    expect(final.status).toBe(201);
    const finalId = final.body.data.order_id!;
    expect(
      (await api('admin/emailInvoice', { method: 'POST', token, json: { order_id: finalId } })).status,
    ).toBe(200);
    const invoiceMail = await waitForMail(email, 60_000, (m) =>
      m.subject.startsWith(`Invoice #${final.body.data.invoice_no} `),
    );
    const { page: wide } = await newPage(browser, viewports.desktop);
    await wide.goto(linkIn(invoiceMail));
    const finalSheet = wide.getByRole('article', { name: `Invoice #${final.body.data.invoice_no}` });
    await finalSheet.waitFor();
    await finalSheet.getByText(`#${deposit.invoice_no}`).first().waitFor();
    await wide.getByLabel('Totals').getByText('Less deposit paid').waitFor();
    await screenshot(wide, 'site-final-invoice-1280');
    await wide.close();
    await phone.close();
    await desk.close();
  });
});
