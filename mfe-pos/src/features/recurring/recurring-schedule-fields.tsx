import type { FirstErrors } from '@voltdesk/app-core';
import { SelectField, TextField } from '@voltdesk/app-core/forms';
import { RECURRING_FREQUENCIES } from '@voltdesk/contracts';
import { formatDate } from '../../shared/sales-document';
import type { RecurringFormValues } from './recurring-form-model';
import { FREQUENCY_LABEL } from './recurring-words';

/**
 * When a recurring invoice is made: its name, how often (every 1 to 12 weeks, months or years), the first
 * run date, an end date and/or a number of invoices, the days to pay, whether it is e-mailed; on an edit,
 * the next run dates svc-pos lists.
 */
export function RecurringScheduleFields({
  values,
  errors,
  nextRuns,
  set,
}: {
  values: RecurringFormValues;
  errors: FirstErrors;
  nextRuns: readonly string[] | undefined;
  set: <K extends keyof RecurringFormValues>(field: K, value: RecurringFormValues[K]) => void;
}) {
  const text = (
    name: 'name' | 'interval' | 'start_date' | 'end_date' | 'count' | 'due_days',
    label: string,
    kind?: 'date' | 'number',
  ) => (
    <TextField
      label={label}
      name={name}
      type={kind === 'date' ? 'date' : undefined}
      inputMode={kind === 'number' ? 'numeric' : undefined}
      value={values[name]}
      onChange={(v) => set(name, v)}
      error={errors[name]}
    />
  );
  return (
    <fieldset className="pos-recurring__when">
      <legend>Schedule</legend>
      {text('name', 'Schedule name')}
      <SelectField
        label="Repeats"
        name="frequency"
        value={values.frequency}
        onChange={(v) => set('frequency', v as RecurringFormValues['frequency'])}
        error={errors.frequency}
      >
        {RECURRING_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {FREQUENCY_LABEL[f]}
          </option>
        ))}
      </SelectField>
      {text('interval', 'Every (1 to 12)', 'number')}
      {text('start_date', 'First run date', 'date')}
      {text('end_date', 'End date (optional)', 'date')}
      {text('count', 'Number of invoices (optional)', 'number')}
      {text('due_days', 'Days to pay (blank: no due date)', 'number')}
      <label className="vd-check">
        <input
          type="checkbox"
          name="send_email"
          checked={values.send_email}
          onChange={(e) => set('send_email', e.target.checked)}
        />{' '}
        E-mail each invoice to the customer
      </label>
      {nextRuns?.length ? <p className="pos-hint">Next runs: {nextRuns.map(formatDate).join(', ')}</p> : null}
    </fieldset>
  );
}
