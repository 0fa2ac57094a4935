import { useId, useState, type FormEvent } from 'react';
import { TOAST_TEXT, toastError, toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import { TextField, useFormErrors } from '@voltdesk/app-core/forms';
import { Spinner } from '@voltdesk/app-core/ui';
import { formatVatNumber, type InvoiceSettingsView } from '@voltdesk/contracts';
import { EitherChoice } from '../../shared/either-choice';
import { Card, PageHeader } from '../../shared/page';
import { useInvoiceSettingsQuery, useUpdateInvoiceSettingsMutation } from '../../shared/invoice-settings-api';
import { SettingToggle } from './setting-toggle';
import './invoice-settings.css';

/**
 * VAT settings (reached from the Setup page and the POS menu): whether the business is
 * VAT registered, its VAT number, and whether the prices typed on services and invoices include VAT.
 * svc-pos owns them (decision 0008): new invoices follow them, issued invoices keep what they were issued
 * with. Checked with the contract's schema before saving; the server's messages show under the fields.
 */
export default function InvoiceSettingsPage() {
  useDocumentTitle('VAT Settings');
  const settings = useInvoiceSettingsQuery();
  return (
    <div className="pos-screen">
      <PageHeader title="VAT Settings" />
      {settings.data ? (
        <>
          <VatSettingsForm stored={settings.data} />
          <SettingToggle
            stored={settings.data}
            setting="monthly_statements"
            title="Customer statements"
            label="E-mail monthly statements"
          >
            On the 1st of each month, every customer who owes money gets an e-mail listing their open invoices
            and the balance. Turned on after the 1st, the first statements go on the next 1st.
          </SettingToggle>
          <SettingToggle
            stored={settings.data}
            setting="invoice_accepted_quotes"
            title="Quotes accepted online"
            label="Invoice a quote when the customer accepts it online"
          >
            When a customer accepts a quote from its link, the invoice is made at once: the deposit invoice
            when the quote asks for a deposit, otherwise the invoice for the whole quote. The customer&apos;s
            page then links to it, ready to pay.
          </SettingToggle>
        </>
      ) : settings.isError ? (
        <p role="alert">The VAT settings could not be loaded. Please try again.</p>
      ) : (
        <Spinner label="Loading" />
      )}
    </div>
  );
}

function VatSettingsForm({ stored }: { stored: InvoiceSettingsView }) {
  const registeredId = useId();
  const [registered, setRegistered] = useState(stored.vat_registered);
  const [number, setNumber] = useState(stored.vat_number ? formatVatNumber(stored.vat_number) : '');
  const [inclusive, setInclusive] = useState(stored.prices_include_vat);
  const [save, saving] = useUpdateInvoiceSettingsMutation();
  const { errors, validate, showServerErrors, clearField } = useFormErrors('pos.invoiceSettings.update');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Upper case as HMRC writes it; blank is no number (kept off the invoice when not registered).
    const typed = number.trim().toUpperCase();
    const body = { vat_registered: registered, vat_number: typed || null, prices_include_vat: inclusive };
    if (!validate(body)) return;
    const result = await save(body);
    if ('error' in result) {
      const normalized = showServerErrors(result.error);
      if (Object.keys(normalized.fields).length === 0) toastError(TOAST_TEXT.dataNotUpdated);
      return;
    }
    toastSuccess(result.data.message ?? 'Invoice settings updated successfully.');
  };

  return (
    <Card title="VAT">
      <form onSubmit={onSubmit} noValidate aria-label="VAT settings" className="pos-vat-settings">
        <label className="pos-check" htmlFor={registeredId}>
          <input
            id={registeredId}
            type="checkbox"
            checked={registered}
            onChange={(e) => {
              setRegistered(e.target.checked);
              clearField('vat_number');
            }}
          />
          VAT registered
        </label>
        <TextField
          label="VAT number"
          name="vat_number"
          value={number}
          placeholder="GB 123 4567 89"
          autoComplete="off"
          onChange={(v) => {
            setNumber(v);
            clearField('vat_number');
          }}
          error={errors.vat_number}
        />
        <EitherChoice
          legend="Prices typed on services and invoices"
          className="pos-vat-settings__mode"
          name="prices_include_vat"
          value={inclusive}
          first="Include VAT (VAT is taken out of them)"
          second="Exclude VAT (VAT is added on top)"
          onChange={setInclusive}
        />
        <p className="pos-muted">
          {registered
            ? 'New invoices are VAT invoices: each line shows its rate, the totals show net, VAT and gross. Invoices already issued keep what they were issued with.'
            : 'Not registered: invoices show no VAT. Invoices already issued keep what they were issued with.'}
        </p>
        <button type="submit" className="vd-btn" disabled={saving.isLoading}>
          {saving.isLoading ? <Spinner light label="Saving" /> : null}
          Save
        </button>
      </form>
    </Card>
  );
}
