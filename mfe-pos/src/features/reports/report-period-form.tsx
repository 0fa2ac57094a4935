import { useId, useState } from 'react';
import type { ReportPeriodQuery } from '@voltdesk/contracts';
import { DateInput } from '@voltdesk/app-core/ui';
import { presets } from './report-period';

/**
 * The period a report screen reads: From and To (days in the business's time zone, both ends included),
 * Show, and the presets Today, This month and Last month, which show at once.
 */
export function ReportPeriodForm({
  initial,
  onPeriod,
}: {
  initial: ReportPeriodQuery;
  onPeriod: (period: ReportPeriodQuery) => void;
}) {
  const ids = { from: useId(), to: useId() };
  const quick = presets();
  const [draft, setDraft] = useState<ReportPeriodQuery>(initial);
  const invalid = !draft.from || !draft.to || draft.to < draft.from;
  const pick = (next: ReportPeriodQuery) => {
    setDraft(next);
    onPeriod(next);
  };
  return (
    <form
      className="pos-report__period"
      aria-label="Report period"
      onSubmit={(e) => {
        e.preventDefault();
        if (!invalid) onPeriod(draft);
      }}
    >
      <div className="vd-field">
        <label className="vd-label" htmlFor={ids.from}>
          From
        </label>
        <DateInput id={ids.from} value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} />
      </div>
      <div className="vd-field">
        <label className="vd-label" htmlFor={ids.to}>
          To
        </label>
        <DateInput
          id={ids.to}
          value={draft.to}
          aria-invalid={invalid ? true : undefined}
          onChange={(to) => setDraft((d) => ({ ...d, to }))}
        />
        {draft.to && draft.from && draft.to < draft.from ? (
          <div className="vd-field-error">The to date must be a date after or equal to the from date.</div>
        ) : null}
      </div>
      <button type="submit" className="vd-btn" disabled={invalid}>
        Show
      </button>
      {(
        [
          ['Today', quick.today],
          ['This month', quick.month],
          ['Last month', quick.lastMonth],
        ] as const
      ).map(([label, preset]) => (
        <button key={label} type="button" className="vd-btn vd-btn--ghost" onClick={() => pick(preset)}>
          {label}
        </button>
      ))}
    </form>
  );
}
