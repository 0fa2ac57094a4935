import type { NotificationItem } from '@voltdesk/contracts';
import { SelectField } from '@voltdesk/app-core/forms';
import { STATUS_LABELS } from './delivery-status';

/** The state the recipients are filtered by; '' shows all. */
export type StatusFilter = '' | NotificationItem['status'];

const FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: '', label: 'All' },
  { value: 'sent', label: STATUS_LABELS.sent },
  { value: 'failed', label: STATUS_LABELS.failed },
  { value: 'queued', label: STATUS_LABELS.queued },
  { value: 'cancelled', label: STATUS_LABELS.cancelled },
];

const isFilter = (value: string): value is StatusFilter => FILTERS.some((f) => f.value === value);

interface RecipientFiltersProps {
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  /** How many mails failed: what Retry failed mails queues again. */
  failed: number;
  retrying: boolean;
  onRetryFailed: () => void;
}

/** Above the recipients: the state filter, and Retry failed mails with how many there are. */
export function RecipientFilters({
  status,
  onStatus,
  failed,
  retrying,
  onRetryFailed,
}: RecipientFiltersProps) {
  return (
    <div className="cms-delivery__filters">
      <SelectField
        label="Status"
        name="status"
        value={status}
        onChange={(v) => {
          if (isFilter(v)) onStatus(v);
        }}
      >
        {FILTERS.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </SelectField>
      <button type="button" className="vd-btn" disabled={failed === 0 || retrying} onClick={onRetryFailed}>
        Retry failed mails ({failed})
      </button>
    </div>
  );
}
