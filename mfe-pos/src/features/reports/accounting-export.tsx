import { useId, useState } from 'react';
import {
  ACCOUNTING_LEDGER_LABELS,
  ACCOUNTING_LEDGERS,
  ACCOUNTING_RECORD_LABELS,
  ACCOUNTING_RECORDS,
  type AccountingLedger,
  type AccountingRecords,
  type ReportPeriodQuery,
} from '@voltdesk/contracts';
import { normalizeError, toastError } from '@voltdesk/app-core';
import { Card } from '../../shared/page';
import { useExportAccountingMutation } from './accounting-export-api';

/**
 * Export for accountant: the report period's sales invoices (with credit notes), contacts or payments as a
 * CSV in the import layout of the accountant's ledger, Xero or QuickBooks Online.
 */
export function AccountingExport({ period }: { period: ReportPeriodQuery }) {
  const ids = { ledger: useId(), records: useId() };
  const [ledger, setLedger] = useState<AccountingLedger>('xero');
  const [records, setRecords] = useState<AccountingRecords>('invoices');
  const [download, state] = useExportAccountingMutation();
  const save = async () => {
    try {
      await download({ ...period, ledger, records }).unwrap();
    } catch (error) {
      const e = normalizeError(error as Parameters<typeof normalizeError>[0]);
      toastError(Object.values(e.fields)[0] ?? e.message ?? 'The download failed. Please try again.');
    }
  };
  const span = period.from === period.to ? period.from : `${period.from} to ${period.to}`;
  return (
    <Card title="Export for accountant">
      <p>For the report period: {span}.</p>
      <div className="pos-report__period">
        <div className="vd-field">
          <label className="vd-label" htmlFor={ids.ledger}>
            Ledger
          </label>
          <select
            id={ids.ledger}
            className="vd-input"
            value={ledger}
            onChange={(e) => setLedger(ACCOUNTING_LEDGERS.find((l) => l === e.target.value) ?? 'xero')}
          >
            {ACCOUNTING_LEDGERS.map((l) => (
              <option key={l} value={l}>
                {ACCOUNTING_LEDGER_LABELS[l]}
              </option>
            ))}
          </select>
        </div>
        <div className="vd-field">
          <label className="vd-label" htmlFor={ids.records}>
            Records
          </label>
          <select
            id={ids.records}
            className="vd-input"
            value={records}
            onChange={(e) => setRecords(ACCOUNTING_RECORDS.find((r) => r === e.target.value) ?? 'invoices')}
          >
            {ACCOUNTING_RECORDS.map((r) => (
              <option key={r} value={r}>
                {ACCOUNTING_RECORD_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="vd-btn" disabled={state.isLoading} onClick={save}>
          Download CSV for {ACCOUNTING_LEDGER_LABELS[ledger]}
        </button>
      </div>
    </Card>
  );
}
