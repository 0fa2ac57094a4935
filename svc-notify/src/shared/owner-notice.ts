import type { Logger } from 'pino';
import type { JobSpec, MailQueue } from './jobs';
import type { Branding, SettingsStore } from './settings';

const NO_OWNER_ADDRESS = 'no site e-mail (websiteData.email) or receiving e-mail is set';

/**
 * A notice for the business (a contact message, a lead, a customer's answer to a quote): to the site's
 * e-mail (`websiteData.email`), else the receiving e-mail of the unpaid-invoice setting. With neither the
 * job is recorded as failed, so the delivery log shows a notice that could not go, and a warning is logged.
 */
export async function scheduleOwnerNotice(
  deps: { jobs: MailQueue; settings: SettingsStore; logger: Logger },
  branding: Branding,
  notice: Omit<JobSpec, 'to'>,
): Promise<void> {
  const owner = branding.email ?? (await deps.settings.receivingEmail());
  if (!owner) {
    deps.logger.warn({ kind: notice.kind, ref: notice.ref }, `${NO_OWNER_ADDRESS}; notice not sent`);
    await deps.jobs.recordFailed({ ...notice, to: '-' }, NO_OWNER_ADDRESS);
    return;
  }
  await deps.jobs.schedule({ ...notice, to: owner });
}
