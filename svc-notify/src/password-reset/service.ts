import type { PasswordResetData } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import type { EventTiming } from '../shared/clock';
import type { MailQueue } from '../shared/jobs';
import type { Renderer } from '../shared/renderer';
import { renderPasswordReset } from './templates';

/** Password reset links from svc-auth, mailed to the account's own address. */
export class PasswordResetMails {
  constructor(private readonly deps: { jobs: MailQueue; time: BusinessTime }) {}

  /** Schedules the mail at once; a link that has already expired is not worth sending. */
  async requested(r: PasswordResetData, eventId: string, { now }: EventTiming): Promise<void> {
    if (new Date(r.expires_at).getTime() <= now.getTime()) return;
    await this.deps.jobs.schedule({
      kind: 'password_reset',
      dedupe_key: `reset:${eventId}`,
      to: r.email,
      subject: 'Password reset',
      ref: r.user_id,
      data: { reset: r },
      run_at: now,
    });
  }

  readonly render: Renderer = async (job, branding) =>
    renderPasswordReset(branding, this.deps.time, job.data.reset as PasswordResetData);
}
