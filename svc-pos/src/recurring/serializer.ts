import { RECURRING_NEXT_RUNS, type RecurringView } from '@voltdesk/contracts';
import { runDatesFrom } from './dates';
import type { RecurringDoc, RecurringRunDoc } from './model';
import { cadenceOf } from './run';

/** How many of the latest runs a schedule shows. */
export const RUNS_SHOWN = 12;

/** A schedule as the API shows it, with its coming run dates and latest runs (newest first). */
export function serializeRecurring(s: RecurringDoc, runs: RecurringRunDoc[]): RecurringView {
  const nextRuns = runDatesFrom(cadenceOf(s), s.next_index, RECURRING_NEXT_RUNS);
  const status = nextRuns.length === 0 ? 'ended' : s.paused ? 'paused' : 'active';
  return {
    id: String(s._id),
    rev: s.rev,
    name: s.name,
    frequency: s.frequency,
    interval: s.interval,
    start_date: s.start_date,
    end_date: s.end_date ?? null,
    count: s.count ?? null,
    send_email: s.send_email,
    due_days: s.due_days ?? null,
    template: s.template as RecurringView['template'],
    status,
    next_run: nextRuns[0] ?? null,
    next_runs: nextRuns,
    made: runs.filter((r) => r.state === 'made').length,
    runs: runs.slice(0, RUNS_SHOWN).map((r) => ({
      run_date: r.run_date,
      state: r.state,
      order_id: r.order_id ?? null,
      invoice_no: r.invoice_no ?? null,
      emailed: r.emailed ?? false,
      error: r.error ?? null,
    })),
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
  };
}
