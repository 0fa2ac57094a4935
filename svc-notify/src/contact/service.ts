import type { Logger } from 'pino';
import type { ContactData } from '@voltdesk/contracts';
import type { Renderer } from '../shared/renderer';
import type { EventTiming } from '../shared/clock';
import type { MailQueue } from '../shared/jobs';
import { isDeliverableAddress } from '../shared/mailer';
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
    const to = branding.email ?? (await this.deps.settings.receivingEmail());
    const spec = {
      kind: 'contact_notice' as const,
      dedupe_key: `contact:${c.id}`,
      to: to ?? '-',
      subject: `New contact message from ${c.name}`,
      ref: c.id,
      data: { contact: c },
      run_at: now,
    };
    if (!to) {
      this.deps.logger.warn(
        { contact_id: c.id },
        'no site e-mail or receiving e-mail is set; contact notice not sent',
      );
      await this.deps.jobs.recordFailed(
        spec,
        'no site e-mail (websiteData.email) or receiving e-mail is set',
      );
      return;
    }
    await this.deps.jobs.schedule(spec);
  }

  readonly render: Renderer = async (job, branding) => {
    const c = job.data.contact as ContactData;
    const content = renderContactNotice(branding, c);
    return isDeliverableAddress(c.email)
      ? { ...content, replyTo: `"${c.name.replace(/["\\]/g, '')}" <${c.email}>` }
      : content;
  };
}
