import './delivery.css';
import { formatDateTime } from '@voltdesk/app-core';
import type { NotificationItem } from '@voltdesk/contracts';

type Status = NotificationItem['status'];

/** How a mail's state reads to an admin: queued is pending, whatever the log calls it. */
export const STATUS_LABELS: Record<Status, string> = {
  queued: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const TONE: Record<Status, string> = {
  queued: 'cms-badge--pending',
  sending: 'cms-badge--pending',
  sent: 'vd-badge--active',
  failed: 'cms-badge--failed',
  cancelled: 'cms-badge--muted',
};

export function DeliveryStatus({ status }: { status: Status }) {
  return <span className={`vd-badge ${TONE[status]}`}>{STATUS_LABELS[status]}</span>;
}

/** "24 Nov 2026, 16:27" in the business's locale and on its clock. */
export const formatWhen = (iso: string | null): string => (iso ? formatDateTime(iso) : '');
