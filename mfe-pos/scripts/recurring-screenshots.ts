/**
 * Screenshots of the Recurring invoices screen at 768 and 1280 wide, inside the real shell, with svc-pos's
 * answers mocked (scripts/pos-mocks.ts plus the schedules below): the list, and the edit dialog with its
 * next run dates. `npx tsx --conditions=source scripts/recurring-screenshots.ts` in mfe-pos (SKIP_BUILD=1
 * reuses the builds). Only ever listens on 127.0.0.1; needs Chromium (`CHROMIUM_PATH`).
 */
import type { RecurringView } from '@voltdesk/contracts';
import { mockedServices, startAdminScreenshots } from '@voltdesk/local/admin-screenshots';
import * as demo from '../test/fixtures';
import { api } from './pos-mocks';
import * as money from './screenshot-data';

const template = (name: string, phone: string, email: string, items: RecurringView['template']['items']) => ({
  customer: { phone, name, email, address: null },
  items,
  discount: 0,
  additional: false,
  order_custom_id: null,
  payment: 0 as const,
  due_date: null,
});

const schedules: RecurringView[] = [
  {
    id: demo.id(71),
    rev: 4,
    name: 'Flat 2, 14 Mill Lane: landlord EICR',
    frequency: 'yearly',
    interval: 1,
    start_date: '2025-12-01',
    end_date: null,
    count: null,
    send_email: true,
    due_days: 14,
    template: template('Grace Hopper', '07700 900123', 'grace@example.com', [
      { id: demo.id(13), name: 'EICR inspection', price: 120.1, qty: 1 },
    ]),
    status: 'active',
    next_run: '2026-12-01',
    next_runs: ['2026-12-01', '2027-12-01', '2028-12-01', '2029-12-01', '2030-12-01'],
    made: 1,
    runs: [
      {
        run_date: '2025-12-01',
        state: 'made',
        order_id: demo.id(81),
        invoice_no: 1031,
        emailed: true,
        error: null,
      },
    ],
    created_at: '2025-11-20T10:00:00.000Z',
    updated_at: '2025-12-01T09:00:00.000Z',
  },
  {
    id: demo.id(72),
    rev: 9,
    name: 'Corner shop maintenance contract',
    frequency: 'monthly',
    interval: 1,
    start_date: '2026-01-31',
    end_date: '2026-12-31',
    count: null,
    send_email: true,
    due_days: 30,
    template: template('Alan Turing', '07700 900456', 'alan@example.com', [
      { id: demo.id(11), name: 'Socket install', price: 45.5, qty: 2 },
      { id: demo.id(12), name: 'Fuse board upgrade', price: 399.99, qty: 1 },
    ]),
    status: 'active',
    next_run: '2026-11-30',
    next_runs: ['2026-11-30', '2026-12-31'],
    made: 9,
    runs: [
      {
        run_date: '2026-10-31',
        state: 'made',
        order_id: demo.id(82),
        invoice_no: 1040,
        emailed: true,
        error: null,
      },
    ],
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-10-31T09:00:00.000Z',
  },
  {
    id: demo.id(73),
    rev: 2,
    name: 'Office PAT testing (quarterly)',
    frequency: 'monthly',
    interval: 3,
    start_date: '2026-09-15',
    end_date: null,
    count: 8,
    send_email: false,
    due_days: null,
    template: template('Grace Hopper', '07700 900123', 'grace@example.com', [
      { id: demo.id(11), name: 'Socket install', price: 45.5, qty: 1 },
    ]),
    status: 'paused',
    next_run: '2026-12-15',
    next_runs: ['2026-12-15', '2027-03-15', '2027-06-15', '2027-09-15', '2027-12-15'],
    made: 0,
    runs: [
      {
        run_date: '2026-09-15',
        state: 'skipped',
        order_id: null,
        invoice_no: null,
        emailed: false,
        error: null,
      },
    ],
    created_at: '2026-09-01T10:00:00.000Z',
    updated_at: '2026-11-02T12:00:00.000Z',
  },
];

const mockServices = mockedServices({ admin: money.admin, setup: demo.setup }, (pathname, url) =>
  pathname === '/api/admin/getRecurring' ? { status: 200, body: { data: schedules } } : api(pathname, url),
);

async function main() {
  const { base, page, shot, close } = await startAdminScreenshots({
    workspace: 'mfe-pos',
    mockServices,
    adminId: money.ADMIN_ID,
  });
  try {
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/admin/recurring`);
      await page.getByRole('button', { name: 'Edit Corner shop maintenance contract' }).waitFor();
      await shot(page, `recurring-list-${width}`);
      await page.getByRole('button', { name: 'Edit Corner shop maintenance contract' }).click();
      await page
        .getByRole('dialog', { name: 'Edit recurring invoice' })
        .getByText(/^Next runs/)
        .waitFor();
      await shot(page, `recurring-edit-${width}`);
      await page.getByRole('table', { name: 'Invoice lines' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screenshots/recurring-edit-lines-${width}.png` });
      await page.keyboard.press('Escape');
    }
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
