import type { Logger } from 'pino';
import type { ContactData } from '@voltdesk/contracts';
import type { Renderer } from '../shared/renderer';
import type { EventTiming } from '../shared/clock';
import type { MailQueue } from '../shared/jobs';
import { isDeliverableAddress } from '../shared/mailer';
import { scheduleOwnerNotice } from '../shared/owner-notice';
import type { SettingsStore } from '../shared/settings';
import { renderContactNotice } from './templates';

/**
 * Contact notices: a mail to the site's e-mail (`websiteData.email`, else the receiving e-mail of the
 * unpaid-invoice setting) with Reply-To set to the visitor.
 */
export class ContactNotices {
  constructor(private readonly deps: { jobs: MailQueue; settings: SettingsStore; logger: Logger }) {}

  async received(c: ContactData, { now, stale }: EventTiming): Promise<void> {
    if (stale) return;
    const branding = await this.deps.settings.branding();
    await scheduleOwnerNotice(this.deps, branding, {
      kind: 'contact_notice',
      dedupe_key: `contact:${c.id}`,
      subject: `New contact message from ${c.name}`,
      ref: c.id,
      data: { contact: c },
      run_at: now,
    });
  }

  readonly render: Renderer = async (job, branding) => {
    const c = job.data.contact as ContactData;
    const content = renderContactNotice(branding, c);
    return isDeliverableAddress(c.email)
      ? { ...content, replyTo: `"${c.name.replace(/["\\]/g, '')}" <${c.email}>` }
      : content;
  };
}
