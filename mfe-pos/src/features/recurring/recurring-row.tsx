import { newIdempotencyKey, normalizeError, toastError, toastSuccess } from '@voltdesk/app-core';
import { lineTotalPence, toPence, type RecurringView } from '@voltdesk/contracts';
import { formatPence } from '../../shared/money';
import { formatDate } from '../../shared/sales-document';
import {
  usePauseRecurringMutation,
  useResumeRecurringMutation,
  useSkipRecurringMutation,
} from './recurring-api';
import { everyWords, RUN_STATE_LABEL, STATUS_LABEL } from './recurring-words';

/** The template's amount before VAT and discount, as the list shows it beside the customer. */
const linesTotal = (r: RecurringView) =>
  r.template.items.reduce((sum, i) => sum + lineTotalPence(toPence(i.price), i.qty), 0);

/** The answer of a pause, resume, skip or delete: its toast, or why it was refused. */
export async function toastOutcome(pending: Promise<{ message?: string | undefined }>) {
  try {
    const res = await pending;
    if (res.message) toastSuccess(res.message);
  } catch (error) {
    const e = normalizeError(error as Parameters<typeof normalizeError>[0]);
    toastError(Object.values(e.fields)[0] ?? e.message ?? 'Something went wrong!');
  }
}

/** The last run: its date and what became of it (the invoice's number, or why it was not made or sent). */
function LastRun({ run }: { run: RecurringView['runs'][number] | undefined }) {
  if (!run) return <span className="pos-muted">None yet</span>;
  return (
    <>
      {formatDate(run.run_date)}: {RUN_STATE_LABEL[run.state]}
      {run.invoice_no ? ` (invoice #${run.invoice_no})` : ''}
      {run.error ? <div className="pos-hint">{run.error}</div> : null}
    </>
  );
}

/** Pause and Skip next on an active schedule, Resume on a paused one; nothing once it has ended. */
function RunButtons({ r }: { r: RecurringView }) {
  const [pause] = usePauseRecurringMutation();
  const [resume] = useResumeRecurringMutation();
  const [skip, skipping] = useSkipRecurringMutation();
  const button = (label: string, name: string, onClick: () => void, disabled = false) => (
    <button
      type="button"
      className="vd-btn vd-btn--ghost vd-btn--sm"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {name}
    </button>
  );
  if (r.status === 'paused') {
    return button(`Resume ${r.name}`, 'Resume', () => void toastOutcome(resume({ id: r.id }).unwrap()));
  }
  if (r.status !== 'active') return null;
  return (
    <>
      {button(`Pause ${r.name}`, 'Pause', () => void toastOutcome(pause({ id: r.id }).unwrap()))}
      {/* One skip per click: the button waits for the answer, the key covers a retry. */}
      {button(
        `Skip the next run of ${r.name}`,
        'Skip next',
        () =>
          void toastOutcome(skip({ request: { id: r.id }, idempotencyKey: newIdempotencyKey() }).unwrap()),
        skipping.isLoading,
      )}
    </>
  );
}

/** One schedule of the list, with its Edit, Pause/Resume, Skip next and Delete buttons. */
export function RecurringRow({
  r,
  onEdit,
  onDelete,
}: {
  r: RecurringView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <tr>
      <td>{r.name}</td>
      <td>
        {r.template.customer.name}
        <div className="pos-hint">{formatPence(linesTotal(r))} before VAT and discount</div>
      </td>
      <td>
        {everyWords(r.frequency, r.interval)}
        {r.send_email ? <div className="pos-hint">E-mailed</div> : null}
      </td>
      <td>
        {r.next_run ? formatDate(r.next_run) : <span className="pos-muted">None</span>}
        {r.next_runs.length > 1 ? (
          <div className="pos-hint">Then {r.next_runs.slice(1).map(formatDate).join(', ')}</div>
        ) : null}
      </td>
      <td>
        <LastRun run={r.runs[0]} />
      </td>
      <td className="pos-num">{r.made}</td>
      <td>{STATUS_LABEL[r.status]}</td>
      <td className="pos-row-actions">
        <button
          type="button"
          className="vd-btn vd-btn--ghost vd-btn--sm"
          aria-label={`Edit ${r.name}`}
          onClick={onEdit}
        >
          Edit
        </button>
        <RunButtons r={r} />
        <button
          type="button"
          className="vd-btn vd-btn--ghost vd-btn--sm"
          aria-label={`Delete ${r.name}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </td>
    </tr>
  );
}
