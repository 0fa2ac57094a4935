import type { PortalSignInData } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import type { EventTiming } from '../shared/clock';
import type { MailQueue } from '../shared/jobs';
import type { Renderer } from '../shared/renderer';
import type { SettingsStore } from '../shared/settings';
import { portalSignInSubject, renderPortalSignIn } from './templates';

/**
 * Customer portal sign-in links (`portal.sign_in.requested`, svc-pos `portal/requestLink`), mailed to the
 * address on the customer's record that svc-pos put in the event; keyed by the event, so a redelivery
 * sends nothing more. A link that has expired by the time the event is handled is not worth sending.
 */
export class PortalMails {
  constructor(private readonly deps: { jobs: MailQueue; time: BusinessTime; settings: SettingsStore }) {}

  async requested(r: PortalSignInData, eventId: string, { now }: EventTiming): Promise<void> {
    if (new Date(r.expires_at).getTime() <= now.getTime()) return;
    await this.deps.jobs.schedule({
      kind: 'portal_sign_in',
      dedupe_key: `portal_sign_in:${eventId}`,
      to: r.email,
      subject: portalSignInSubject(await this.deps.settings.branding()),
      ref: r.customer_id,
      data: { signIn: r },
      run_at: now,
    });
  }

  readonly render: Renderer = async (job, branding) =>
    renderPortalSignIn(branding, this.deps.time, job.data.signIn as PortalSignInData);
}
