import type { Logger } from 'pino';
import type { LeadData } from '@voltdesk/contracts';
import type { EventTiming } from '../shared/clock';
import type { MailQueue } from '../shared/jobs';
import { isDeliverableAddress } from '../shared/mailer';
import { scheduleOwnerNotice } from '../shared/owner-notice';
import type { Renderer } from '../shared/renderer';
import type { SettingsStore } from '../shared/settings';
import {
  leadConfirmationSubject,
  leadNoticeSubject,
  renderLeadConfirmation,
  renderLeadNotice,
} from './templates';

/**
 * `lead.received` (a visitor's job request, svc-pos `insertLead`): two jobs in the delivery log, due at
 * once, each keyed by the lead so a redelivered event sends nothing more: the visitor's confirmation
 * (`lead_confirmation:<id>`) and the owner's notice (`lead_notice:<id>`, to the site's e-mail, else the
 * receiving e-mail of the unpaid-invoice setting, as contact notices go; Reply-To the visitor). With
 * neither address set the notice is recorded as failed, with the reason, so the owner sees it in the log.
 */
export class LeadMails {
  constructor(private readonly deps: { jobs: MailQueue; settings: SettingsStore; logger: Logger }) {}

  async received(lead: LeadData, { now, stale }: EventTiming): Promise<void> {
    if (stale) return;
    const branding = await this.deps.settings.branding();
    await this.deps.jobs.schedule({
      kind: 'lead_confirmation',
      dedupe_key: `lead_confirmation:${lead.id}`,
      to: lead.email,
      subject: leadConfirmationSubject(branding),
      ref: lead.id,
      data: { lead },
      run_at: now,
    });
    await scheduleOwnerNotice(this.deps, branding, {
      kind: 'lead_notice',
      dedupe_key: `lead_notice:${lead.id}`,
      subject: leadNoticeSubject(lead),
      ref: lead.id,
      data: { lead },
      run_at: now,
    });
  }

  readonly renderConfirmation: Renderer = async (job, branding) =>
    renderLeadConfirmation(branding, job.data.lead as LeadData);

  readonly renderNotice: Renderer = async (job, branding) => {
    const lead = job.data.lead as LeadData;
    const content = renderLeadNotice(branding, lead);
    return isDeliverableAddress(lead.email)
      ? { ...content, replyTo: `"${lead.name.replace(/["\\]/g, '')}" <${lead.email}>` }
      : content;
  };
}
