import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from '../src/browser';
import { createInvoice, openOrderRow, uniqueCustomer } from '../src/pos';

/**
 * The desk on a tablet at the counter and on a laptop: at 768 x 1024 and 1024 x 768 (one tablet, both
 * ways up) and 1280 x 800, the order list, the POS form's cart and an invoice's details show every figure
 * and every action without scrolling sideways, and the details' actions (Take payment, Credit note) are on
 * screen without scrolling the dialog. On the Admin List, the success toast leaves Add New free.
 */
const SIZES = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;

let browser: Browser;
let page: Page;
const customer = uniqueCustomer('Bartholomew-Alexander', 'example-electrical-services.co.uk');

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page);
  // Part paid, so the details offer both Take payment and Credit note.
  await createInvoice(page, { ...customer, price: '1234.56', pay: '100', method: 'Card' });
});

afterAll(async () => {
  await browser?.close();
});

/** How far the page and each of the given scrollers scroll sideways (0 when nothing is hidden). */
async function sidewaysScroll(target: Page, scrollers: Locator): Promise<number[]> {
  const page = await target.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const inner = await scrollers.evaluateAll((els) => els.map((el) => el.scrollWidth - el.clientWidth));
  return [page, ...inner];
}

/** The element's box lies inside the window (and inside `within`'s box when given). */
async function inView(target: Locator, within?: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const size = page.viewportSize()!;
  if (!box) return false;
  const frame = within ? await within.boundingBox() : { x: 0, y: 0, width: size.width, height: size.height };
  if (!frame) return false;
  const left = Math.max(0, frame.x);
  const right = Math.min(size.width, frame.x + frame.width);
  const top = Math.max(0, frame.y);
  const bottom = Math.min(size.height, frame.y + frame.height);
  return (
    box.x >= left - 1 &&
    box.x + box.width <= right + 1 &&
    box.y >= top - 1 &&
    box.y + box.height <= bottom + 1
  );
}

describe.each(SIZES)('at $width x $height', ({ width, height }) => {
  beforeAll(async () => {
    await page.setViewportSize({ width, height });
  });

  it('the order list shows Payment, Due, Status and every action of a row without scrolling sideways', async () => {
    const { row } = await openOrderRow(page, customer);
    const headers = (await page.getByRole('columnheader').allTextContents()).map((t) => t.trim());
    expect(headers).toEqual(expect.arrayContaining(['Total', 'Payment', 'Due', 'Status']));
    expect(await sidewaysScroll(page, page.locator('.vd-table-wrap'))).toEqual([0, 0]);
    for (const header of ['Total', 'Payment', 'Due', 'Status'])
      expect({
        header,
        inView: await inView(page.getByRole('columnheader', { name: header, exact: true })),
      }).toEqual({
        header,
        inView: true,
      });
    const actions = row.getByRole('button');
    expect(await actions.count()).toBeGreaterThanOrEqual(4);
    for (const action of await actions.all())
      expect({ action: await action.getAttribute('aria-label'), inView: await inView(action) }).toEqual({
        action: await action.getAttribute('aria-label'),
        inView: true,
      });
    await screenshot(page, `pos-orders-${width}x${height}`);
  });

  it('the details dialog keeps Take payment and Credit note on screen; its content scrolls inside', async () => {
    const { row, invoiceNo } = await openOrderRow(page, customer);
    await row.getByRole('button', { name: `View invoice #${invoiceNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Invoice #${invoiceNo}` });
    await dialog.getByRole('table', { name: 'Payment history' }).waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(height + 1);
    expect(box.width).toBeLessThanOrEqual(width);
    const footer = dialog.locator('.vd-modal__footer');
    for (const name of ['Take payment', 'Credit note', 'Print', 'Close'])
      expect({ name, inView: await inView(footer.getByRole('button', { name, exact: true })) }).toEqual({
        name,
        inView: true,
      });
    expect(await sidewaysScroll(page, dialog.locator('.vd-table-wrap'))).toEqual(expect.arrayContaining([0]));
    for (const wrap of await dialog.locator('.vd-table-wrap').all())
      expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const receipt = dialog.getByRole('button', { name: /^Print receipt / }).first();
    await receipt.scrollIntoViewIfNeeded();
    expect(await inView(receipt, dialog)).toBe(true);
    await dialog.evaluate((el) => el.querySelector('.vd-modal__body')?.scrollTo(0, 0));
    await screenshot(page, `order-details-${width}x${height}`);
    await page.keyboard.press('Escape');
  });

  it('the POS cart shows each line with its Total and × without scrolling sideways', async () => {
    await page.goto('/admin/ordercreate');
    const services = page.getByRole('list', { name: 'Services' });
    await services.getByRole('button').first().waitFor();
    const cards = await services.getByRole('button').all();
    for (const card of cards.slice(0, 3)) await card.click();
    const form = page.getByRole('form', { name: 'Invoice' });
    const cart = form.getByRole('table').first();
    await form
      .getByLabel(/^Price of /)
      .first()
      .fill('12345.67');
    expect(await sidewaysScroll(page, form.locator('.vd-table-wrap'))).toEqual(
      Array(1 + (await form.locator('.vd-table-wrap').count())).fill(0),
    );
    expect(await inView(cart.getByRole('columnheader', { name: 'Total' }))).toBe(true);
    for (const remove of await cart.getByRole('button', { name: /^Remove / }).all())
      expect({ remove: await remove.getAttribute('aria-label'), inView: await inView(remove) }).toEqual({
        remove: await remove.getAttribute('aria-label'),
        inView: true,
      });
    await screenshot(page, `pos-create-${width}x${height}`);
  });
});

describe('the Admin List at 1280 x 800', () => {
  it('shows the success toast away from Add New', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/adminlist');
    const addNew = page.getByRole('button', { name: 'Add New' });
    await addNew.click();
    const dialog = page.getByRole('dialog', { name: 'Add New Admin' });
    const who = uniqueCustomer('Toast');
    await dialog.getByLabel('Name').fill(who.name);
    await dialog.getByLabel('Email').fill(who.email);
    await dialog.getByLabel('Password').fill('toast-password-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Admin created successfully.' });
    await toast.waitFor();
    const t = (await toast.boundingBox())!;
    const b = (await addNew.boundingBox())!;
    const overlaps =
      t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
    expect(overlaps).toBe(false);
    // Add New still takes the click while the toast shows.
    await addNew.click();
    await page.getByRole('dialog', { name: 'Add New Admin' }).waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'admin-list-1280');
  });
});
