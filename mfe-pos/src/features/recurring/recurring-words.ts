import type { RecurringFrequency, RecurringRunState, RecurringStatus } from '@voltdesk/contracts';

const UNIT: Record<RecurringFrequency, [string, string]> = {
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  yearly: ['year', 'years'],
};

export const FREQUENCY_LABEL: Record<RecurringFrequency, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};

/** "Monthly", "Every 3 months". */
export const everyWords = (frequency: RecurringFrequency, interval: number): string =>
  interval === 1 ? FREQUENCY_LABEL[frequency] : `Every ${interval} ${UNIT[frequency][1]}`;

export const STATUS_LABEL: Record<RecurringStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  ended: 'Ended',
};

export const RUN_STATE_LABEL: Record<RecurringRunState, string> = {
  pending: 'Being made',
  made: 'Made',
  skipped: 'Skipped',
  failed: 'Not made',
};
