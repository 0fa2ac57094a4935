import request from 'supertest';
import type { PortalSignInData, StatementData } from '@voltdesk/contracts';
import { makeEvent } from '@voltdesk/service-kit';
import { ManualClock } from '../shared/clock';
import type { JobDoc, JobKind } from '../shared/jobs';
import { publish } from '../test-support/harness';
import { mailTestBed } from '../test-support/mail-bed';
import { eventually } from '../test-support/smtp-sink';

/**
 * The customer's mails of the portal and the statements (`portal.sign_in.requested`,
 * `statement.requested`, as svc-pos publishes them) through the Kafka protocol (Mokapi) and a real SMTP
 * server: each once however often its event arrives, each in the delivery log.
 */
const clock = new ManualClock(Date.parse('2026-12-01T09:00:00Z'));
const bed = mailTestBed('portal', clock);
jest.setTimeout(90_000);

const CUSTOMER = '64b7f0c2a1b2c3d4e5f60701';
const jobsOf = (kind: JobKind) => bed.notify.notifier.jobs.model.find({ kind }).lean<JobDoc[]>();
const log = (kind: JobKind) =>
  request(bed.notify.app.callback())
    .get(`/api/admin/notifications?kind=${kind}`)
    .set('Authorization', `Bearer ${bed.admin}`)
    .expect(200);

beforeAll(async () => {
  await bed.setSetting('websiteData', {
    title: 'Spark & Co',
    email: 'office@spark.test',
    phone: '020 7946 0000',
    address: '1 Volt Road',
  });
});

describe('portal.sign_in.requested', () => {
  it('mails the sign-in link once, to the address svc-pos took from the record', async () => {
    const data: PortalSignInData = {
      customer_id: CUSTOMER,
      name: 'Alice <Smith>',
      email: 'alice@mail.test',
      token: 'tok_abcdefghijklmnopqrstuvwxyz0123456789',
      expires_at: new Date(clock.now().getTime() + 15 * 60_000).toISOString(),
    };
    const event = makeEvent('svc-pos', 'portal.sign_in.requested', CUSTOMER, data, clock.now());
    await publish(bed.producer, event, event);
    const mail = await eventually(() => bed.sink.to('alice@mail.test')[0], 30_000, 'sign-in mail');
    expect(mail.subject).toBe('Your sign-in link for Spark & Co');
    expect(mail.text).toContain('Hello Alice <Smith>,');
    expect(mail.text).toContain(`https://spark.test/portal?signin=${data.token}`);
    expect(mail.text).toContain('The link works once, until Tuesday 1 December 2026 at 09:15.');
    expect(mail.html).toContain('Alice &lt;Smith&gt;');
    await eventually(
      async () => ((await jobsOf('portal_sign_in')).every((j) => j.status === 'sent') ? true : undefined),
      30_000,
      'sent',
    );
    expect((await log('portal_sign_in')).body.data).toEqual([
      expect.objectContaining({ kind: 'portal_sign_in', to: 'alice@mail.test', status: 'sent' }),
    ]);
    expect(bed.sink.to('alice@mail.test')).toHaveLength(1);
  });

  it('sends nothing for a link that expired before its event was handled', async () => {
    const data: PortalSignInData = {
      customer_id: CUSTOMER,
      name: 'Late Larry',
      email: 'larry@mail.test',
      token: 'tok_expired_abcdefghijklmnopqrstuvwxyz',
      expires_at: new Date(clock.now().getTime() - 1000).toISOString(),
    };
    const expired = makeEvent('svc-pos', 'portal.sign_in.requested', CUSTOMER, data, clock.now());
    // A second event after it shows the first was handled (one partition per key keeps the order).
    const marker = makeEvent(
      'svc-pos',
      'portal.sign_in.requested',
      CUSTOMER,
      {
        ...data,
        email: 'marker@mail.test',
        expires_at: new Date(clock.now().getTime() + 60_000).toISOString(),
      },
      clock.now(),
    );
    await publish(bed.producer, expired, marker);
    await eventually(() => bed.sink.to('marker@mail.test')[0], 30_000, 'marker');
    expect(bed.sink.to('larry@mail.test')).toHaveLength(0);
  });
});

describe('statement.requested', () => {
  it('mails the month statement once per customer and month, with the open invoices and balance', async () => {
    const data: StatementData = {
      customer_id: CUSTOMER,
      month: '2026-12',
      name: 'Alice Smith',
      email: 'alice.statements@mail.test',
      balance: 1234.5,
      invoices: [
        {
          id: '64b7f0c2a1b2c3d4e5f60801',
          invoice_no: 41,
          created_at: '2026-10-03T10:00:00.000Z',
          due_date: '2026-11-02',
          total: 1000,
          credited: 0,
          payment: 0,
          due: 1000,
          status: 'Unpaid',
        },
        {
          id: '64b7f0c2a1b2c3d4e5f60802',
          invoice_no: 57,
          created_at: '2026-11-12T10:00:00.000Z',
          due_date: null,
          total: 300,
          credited: 20,
          payment: 45.5,
          due: 234.5,
          status: 'Unpaid',
        },
      ],
      as_of: clock.now().toISOString(),
    };
    const event = makeEvent('svc-pos', 'statement.requested', CUSTOMER, data, clock.now());
    // The same month again (another event id): still one statement.
    const again = makeEvent('svc-pos', 'statement.requested', CUSTOMER, data, clock.now());
    await publish(bed.producer, event, again);
    const mail = await eventually(() => bed.sink.to('alice.statements@mail.test')[0], 30_000, 'statement');
    expect(mail.subject).toBe('Your statement for December 2026: £1,234.50 to pay - Spark & Co');
    expect(mail.text).toContain('This is your statement from Spark & Co for December 2026.');
    expect(mail.text).toContain(
      'Invoice: #41, Date: Saturday 3 October 2026, Due date: Monday 2 November 2026, Total: £1,000.00, Paid: £0.00, Credited: £0.00, To pay: £1,000.00',
    );
    expect(mail.text).toContain('To pay: £234.50');
    expect(mail.text).toContain('Balance to pay: £1,234.50');
    expect(mail.text).toContain('Questions? Call us on 020 7946 0000.');
    await eventually(
      async () => ((await jobsOf('statement')).every((j) => j.status === 'sent') ? true : undefined),
      30_000,
      'sent',
    );
    expect((await log('statement')).body.data).toEqual([
      expect.objectContaining({ kind: 'statement', to: 'alice.statements@mail.test', status: 'sent' }),
    ]);
    expect(bed.sink.to('alice.statements@mail.test')).toHaveLength(1);
  });
});
