import { useId, useState, type FormEvent } from 'react';
import { TOAST_TEXT, toastError, toastSuccess } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import type { InvoiceSettingsView } from '@voltdesk/contracts';
import { Card } from '../../shared/page';
import { useUpdateInvoiceSettingsMutation } from '../../shared/invoice-settings-api';

/**
 * Monthly statements on or off (off until the owner turns them on): on the 1st of each month every
 * customer who owes money gets a statement by e-mail. Saved with the VAT settings as stored, so this form
 * never changes them.
 */
export function StatementsSetting({ stored }: { stored: InvoiceSettingsView }) {
  const id = useId();
  const [on, setOn] = useState(stored.monthly_statements ?? false);
  const [save, saving] = useUpdateInvoiceSettingsMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({
      vat_registered: stored.vat_registered,
      vat_number: stored.vat_number,
      prices_include_vat: stored.prices_include_vat,
      monthly_statements: on,
    });
    if ('error' in result) return toastError(TOAST_TEXT.dataNotUpdated);
    toastSuccess(result.data.message ?? 'Invoice settings updated successfully.');
  };
  return (
    <Card title="Customer statements">
      <form onSubmit={onSubmit} noValidate aria-label="Customer statements">
        <label className="pos-check" htmlFor={id}>
          <input id={id} type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} />
          E-mail monthly statements
        </label>
        <p className="pos-muted">
          On the 1st of each month, every customer who owes money gets an e-mail listing their open invoices
          and the balance. Turned on after the 1st, the first statements go on the next 1st.
        </p>
        <button type="submit" className="vd-btn" disabled={saving.isLoading}>
          {saving.isLoading ? <Spinner light label="Saving" /> : null}
          Save
        </button>
      </form>
    </Card>
  );
}
