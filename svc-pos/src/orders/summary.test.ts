import type { PosSummaryData } from '@voltdesk/contracts';
import { insertOrder, seedService, usePos } from '../../test/harness';

// Wednesday 15 July 2026, 10:00 in London (BST, UTC+1). The week started on Monday 13 July.
let now = new Date('2026-07-15T09:00:00Z');
const h = usePos({ clock: { now: () => now } });
let serviceId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'EICR', 180);
});

/** The dashboard's figures as svc-pos answers them at `now`. */
const summary = async (): Promise<PosSummaryData> =>
  (await h.api().get('/api/admin/posSummary').set(h.auth).expect(200)).body.data;

const at = async (iso: string, price: number, payment: number) => {
  now = new Date(iso);
  return (await insertOrder(h, [{ id: serviceId, price }], { payment })).id;
};

describe('posSummary', () => {
  it('counts invoices and takings today, this week and this month in London time, plus the outstanding due', async () => {
    expect(await summary()).toEqual({
      today: { invoices: 0, invoiced: 0, takings: 0 },
      week: { invoices: 0, invoiced: 0, takings: 0 },
      month: { invoices: 0, invoiced: 0, takings: 0 },
      outstanding_due: 0,
      unpaid_count: 0,
    });

    await at('2026-06-30T12:00:00Z', 100, 100); // last month: paid in full
    const june = await at('2026-06-30T22:30:00Z', 200, 0); // 23:30 in London on 30 June
    await at('2026-07-06T12:00:00Z', 50.5, 20.25); // this month, last week
    await at('2026-07-12T22:59:59Z', 10, 10); // 23:59:59 Sunday in London: last week
    await at('2026-07-13T08:00:00Z', 30, 0); // Monday: this week
    await at('2026-07-14T23:30:00Z', 40, 40); // 00:30 Wednesday in London: today
    // Today a payment settles June's invoice: takings count when money arrives.
    now = new Date('2026-07-15T09:00:00Z');
    await h.api().post('/api/admin/due_pay').set(h.auth).send({ order_id: june, amount: 199.99 }).expect(200);
    // A deleted order (one without payments: one with payments is voided instead) counts nowhere.
    const gone = await at('2026-07-15T08:00:00Z', 999, 0);
    await h.api().delete(`/api/admin/deleteOrder?id=${gone}`).set(h.auth).expect(200);

    now = new Date('2026-07-15T09:00:00Z');
    expect(await summary()).toEqual({
      // Invoiced: the totals of the invoices created (40 today; 30 on Monday; 50.5 and 10 last week).
      today: { invoices: 1, invoiced: 40, takings: 239.99 },
      week: { invoices: 2, invoiced: 70, takings: 239.99 },
      month: { invoices: 4, invoiced: 130.5, takings: 270.24 },
      outstanding_due: 60.26,
      unpaid_count: 3,
    });
  });

  it("never changes a past day's takings: voiding yesterday's paid invoice keeps them, a refund counts on its own day", async () => {
    // Tuesday 16 and Wednesday 17 March 2027 in London (GMT); the week started on Monday 15 March.
    const paidYesterday = await at('2027-03-16T10:00:00Z', 120, 120);
    await at('2027-03-16T11:00:00Z', 80, 30);
    const refundedToday = await at('2027-03-16T12:00:00Z', 60, 60);
    now = new Date('2027-03-16T17:00:00Z');
    const tuesday = await summary();
    expect(tuesday.today.takings).toBe(210);

    now = new Date('2027-03-17T09:00:00Z');
    const before = await summary();
    expect(before.today.takings).toBe(0);
    const res = await h.api().delete(`/api/admin/deleteOrder?id=${paidYesterday}`).set(h.auth).expect(200);
    expect(res.body.message).toBe('Invoice voided: it has payments, so it is kept and marked void.');
    await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: refundedToday, amount: 20, reason: 'One socket not fitted', refund_method: 'cash' })
      .expect(201);

    const wednesday = await summary();
    // The refund is today's (negative); Monday to Tuesday (the week less today) still took 210.
    expect(wednesday.today.takings).toBe(-20);
    expect(wednesday.week.takings).toBe(190);
    expect(Math.round((wednesday.week.takings - wednesday.today.takings) * 100) / 100).toBe(
      tuesday.today.takings,
    );
    expect(wednesday.month.takings).toBe(Math.round((before.month.takings - 20) * 100) / 100);
    // The void invoice owed nothing already (paid in full), so the outstanding figures are unchanged.
    expect(wednesday.outstanding_due).toBe(before.outstanding_due);
    expect(wednesday.unpaid_count).toBe(before.unpaid_count);
  });

  it('starts the day and week at London midnight in summer time, the month at midnight before it began', async () => {
    // Monday 27 March 2028, 10:00 BST: summer time began on Sunday 26 March at 01:00 GMT, so today and this
    // week begin at 23:00 UTC on the 26th, and this month at 00:00 UTC on 1 March. (Later than every other
    // test's invoices: a period runs to now, and those would count in it.)
    await at('2028-02-29T23:30:00Z', 1, 1); // 23:30 on 29 February: last month
    await at('2028-03-01T00:30:00Z', 2, 2); // 00:30 on 1 March: this month, an earlier week
    await at('2028-03-26T22:30:00Z', 4, 4); // 23:30 BST on Sunday 26 March: last week
    await at('2028-03-26T23:30:00Z', 8, 8); // 00:30 BST on Monday 27 March: today
    now = new Date('2028-03-27T09:00:00Z');
    expect(await summary()).toMatchObject({
      today: { invoices: 1, invoiced: 8, takings: 8 },
      week: { invoices: 1, invoiced: 8, takings: 8 },
      month: { invoices: 3, invoiced: 14, takings: 14 },
    });
  });
});
