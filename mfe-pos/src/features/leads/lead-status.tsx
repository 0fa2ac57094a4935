import type { LeadDay, LeadStatus } from '@voltdesk/contracts';

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** New, Quoted, Won or Lost, each its own colour. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`vd-badge pos-lead-badge pos-lead-badge--${status}`}>{STATUS_LABELS[status]}</span>;
}

/** "Mon, Fri", or "Any day". */
export const daysText = (days: readonly LeadDay[]): string =>
  days.length ? days.map((d) => d.charAt(0).toUpperCase() + d.slice(1, 3)).join(', ') : 'Any day';
