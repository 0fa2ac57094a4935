import { roleRefusedMessage } from '@voltdesk/contracts';
import { usePos } from '../test/harness';

/**
 * Owners decide whether clerks see the Reports and change the VAT settings: svc-auth signs the role's
 * permissions into the token (`perms`), and svc-pos answers 403 to a clerk without them. Without the claim
 * (a token signed before permissions existed) the clerk has the defaults: the reports, not the VAT settings.
 */
const h = usePos();

const reports = [
  'admin/getPeriodReport?from=2026-07-01&to=2026-07-31',
  'admin/getVatReport?from=2026-07-01&to=2026-07-31',
  'admin/getSalesReport?from=2026-07-01&to=2026-07-31',
  'admin/getAgedReceivables',
  'admin/exportInvoices?from=2026-07-01&to=2026-07-31',
  'admin/exportPayments?from=2026-07-01&to=2026-07-31',
  'admin/exportCustomers',
  'admin/exportAccounting?from=2026-07-01&to=2026-07-31&ledger=xero&records=invoices',
];
const vat = { vat_registered: false, prices_include_vat: true };

const clerk = (perms?: string[]) =>
  h.tokenFor({ sub: 'clerk-1', role: 'clerk', ...(perms ? { perms } : {}) });

it('answers a clerk without the reports permission 403 on every report and export; with it, 200', async () => {
  const without = await clerk(['vat_settings']);
  const granted = await clerk(['reports']);
  for (const path of reports) {
    const refused = await h.api().get(`/api/${path}`).set(without);
    expect({ path, status: refused.status, message: refused.body.message }).toEqual({
      path,
      status: 403,
      message: roleRefusedMessage('clerk'),
    });
    expect({ path, status: (await h.api().get(`/api/${path}`).set(granted)).status }).toEqual({
      path,
      status: 200,
    });
  }
});

it('lets a clerk change the VAT settings only with that permission (off by default); reading them stays open', async () => {
  for (const token of [await clerk(), await clerk(['reports'])]) {
    const refused = await h.api().put('/api/admin/updateInvoiceSettings').set(token).send(vat).expect(403);
    expect(refused.body.message).toBe(roleRefusedMessage('clerk'));
    // Every invoice the clerk writes follows them.
    await h.api().get('/api/admin/getInvoiceSettings').set(token).expect(200);
  }
  await h
    .api()
    .put('/api/admin/updateInvoiceSettings')
    .set(await clerk(['vat_settings']))
    .send(vat)
    .expect(200);
});

it('never limits an owner, whatever the token carries', async () => {
  const owner = await h.tokenFor({ sub: 'owner-1', role: 'owner', perms: [] });
  for (const path of reports) expect((await h.api().get(`/api/${path}`).set(owner)).status).toBe(200);
  await h.api().put('/api/admin/updateInvoiceSettings').set(owner).send(vat).expect(200);
});

it('gives a clerk whose token predates permissions the reports by default', async () => {
  expect(
    (
      await h
        .api()
        .get(`/api/${reports[0]}`)
        .set(await clerk())
    ).status,
  ).toBe(200);
});
