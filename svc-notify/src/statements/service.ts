import type { StatementData } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import type { EventTiming } from '../shared/clock';
import type { MailQueue } from '../shared/jobs';
import type { Renderer } from '../shared/renderer';
import type { SettingsStore } from '../shared/settings';
import { renderStatement, statementSubject } from './templates';

/**
 * Monthly statements (`statement.requested`, svc-pos on the 1st): one job per customer and month
 * (`statement:<customer>:<YYYY-MM>`), so a redelivered event, or a second event for the same month, sends
 * nothing more. A replay of an old log (a stale event) sends nothing.
 */
export class StatementMails {
  constructor(private readonly deps: { jobs: MailQueue; time: BusinessTime; settings: SettingsStore }) {}

  async requested(s: StatementData, { now, stale }: EventTiming): Promise<void> {
    if (stale) return;
    await this.deps.jobs.schedule({
      kind: 'statement',
      dedupe_key: `statement:${s.customer_id}:${s.month}`,
      to: s.email,
      subject: statementSubject(await this.deps.settings.branding(), s),
      ref: s.customer_id,
      data: { statement: s },
      run_at: now,
    });
  }

  readonly render: Renderer = async (job, branding) =>
    renderStatement(branding, this.deps.time, job.data.statement as StatementData);
}
