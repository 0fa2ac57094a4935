import request from 'supertest';
import type { LeadData } from '@voltdesk/contracts';
import { makeEvent } from '@voltdesk/service-kit';
import { ManualClock } from '../shared/clock';
import type { JobDoc } from '../shared/jobs';
import { publish } from '../test-support/harness';
import { mailTestBed } from '../test-support/mail-bed';
import { eventually } from '../test-support/smtp-sink';

/**
 * A visitor's job request (`lead.received`, as svc-pos publishes it) through the Kafka protocol (Mokapi)
 * and a real SMTP server: the visitor's confirmation and the owner's notice, both in the delivery log.
 */
const clock = new ManualClock(Date.parse('2026-11-22T10:00:00Z'));
const bed = mailTestBed('leads', clock);
jest.setTimeout(90_000);

const lead = (n: number): LeadData => ({
  id: `64b7f0c2a1b2c3d4e5f6071${n}`,
  service: 'EV charger installation',
  description: 'A 7 kW charger on the front wall.\nThe board is in the garage.',
  address: '4 Elm Road, London',
  postcode: 'SW1A 1AA',
  preferred_days: ['monday', 'friday'],
  photos: [`/media/pos/${'a'.repeat(64)}.png`],
  name: `Priya <Shah> ${n}`,
  phone: '07700 900777',
  email: `visitor${n}@mail.test`,
  created_at: clock.now().toISOString(),
});
const received = (data: LeadData) => makeEvent('svc-pos', 'lead.received', data.id, data, clock.now());
const jobsOf = (ref: string) => bed.notify.notifier.jobs.model.find({ ref }).lean<JobDoc[]>();

describe('lead.received', () => {
  it('confirms to the visitor and tells the owner once, with Reply-To the visitor and the photos linked', async () => {
    await bed.setSetting('websiteData', {
      title: 'Spark & Co',
      email: 'office@spark.test',
      phone: '020 7946 0000',
      address: '1 Volt Road',
    });
    const data = lead(1);
    const event = received(data);
    // Delivered twice: still one mail each.
    await publish(bed.producer, event, event);
    const confirmation = await eventually(() => bed.sink.to('visitor1@mail.test')[0], 30_000, 'confirmation');
    expect(confirmation.subject).toBe('We have your request: Spark & Co');
    expect(confirmation.text).toContain('Thank you for your request, Priya <Shah> 1.');
    expect(confirmation.text).toContain('Site address: 4 Elm Road, London, SW1A 1AA');
    expect(confirmation.text).toContain('Preferred days: Monday, Friday');
    expect(confirmation.text).toContain('If it is urgent, call us on 020 7946 0000.');
    expect(confirmation.html).toContain('Priya &lt;Shah&gt; 1');

    const notice = await eventually(() => bed.sink.to('office@spark.test')[0], 30_000, 'notice');
    expect(notice.subject).toBe('New job request from Priya <Shah> 1: EV charger installation');
    expect(notice.replyTo?.text).toContain('visitor1@mail.test');
    expect(notice.text).toContain(`https://spark.test/media/pos/${'a'.repeat(64)}.png`);
    expect(notice.text).toContain(`Open the lead: https://spark.test/admin/lead/${data.id}`);
    expect(notice.text).toContain('The board is in the garage.');

    const jobs = await eventually(
      async () => {
        const all = await jobsOf(data.id);
        return all.length === 2 && all.every((j) => j.status === 'sent') ? all : undefined;
      },
      30_000,
      'both sent',
    );
    expect(jobs.map((j) => j.kind).sort()).toEqual(['lead_confirmation', 'lead_notice']);
    const log = await request(bed.notify.app.callback())
      .get('/api/admin/notifications?kind=lead_notice')
      .set('Authorization', `Bearer ${bed.admin}`)
      .expect(200);
    expect(log.body.data).toEqual([
      expect.objectContaining({ kind: 'lead_notice', to: 'office@spark.test', status: 'sent' }),
    ]);
    expect(bed.sink.to('visitor1@mail.test')).toHaveLength(1);
    expect(bed.sink.to('office@spark.test')).toHaveLength(1);
  });
});
