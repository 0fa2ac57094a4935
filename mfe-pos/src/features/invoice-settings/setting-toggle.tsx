import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TOAST_TEXT, toastError, toastSuccess } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import type { InvoiceSettingsView } from '@voltdesk/contracts';
import { Card } from '../../shared/page';
import { useUpdateInvoiceSettingsMutation } from '../../shared/invoice-settings-api';

/** The invoice settings an owner switches on or off on their own, each saved apart from the VAT form. */
export type ToggledSetting = 'monthly_statements' | 'invoice_accepted_quotes';

/**
 * One setting on or off, in a card of its own (off until the owner turns it on). Saved with the VAT
 * settings as stored, so this form never changes them; the other toggles are left out, which keeps them.
 */
export function SettingToggle({
  stored,
  setting,
  title,
  label,
  children,
}: {
  stored: InvoiceSettingsView;
  setting: ToggledSetting;
  title: string;
  label: string;
  /** What turning it on does, as the owner reads it under the box. */
  children: ReactNode;
}) {
  const id = useId();
  const [on, setOn] = useState(stored[setting] ?? false);
  const [save, saving] = useUpdateInvoiceSettingsMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({
      vat_registered: stored.vat_registered,
      vat_number: stored.vat_number,
      prices_include_vat: stored.prices_include_vat,
      [setting]: on,
    });
    if ('error' in result) return toastError(TOAST_TEXT.dataNotUpdated);
    toastSuccess(result.data.message ?? 'Invoice settings updated successfully.');
  };
  return (
    <Card title={title}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <label className="pos-check" htmlFor={id}>
          <input id={id} type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} />
          {label}
        </label>
        <p className="pos-muted">{children}</p>
        <button type="submit" className="vd-btn" disabled={saving.isLoading}>
          {saving.isLoading ? <Spinner light label="Saving" /> : null}
          Save
        </button>
      </form>
    </Card>
  );
}
