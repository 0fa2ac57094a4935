import { TextField } from '@voltdesk/app-core/forms';
import { Modal, Spinner } from '@voltdesk/app-core/ui';
import type { RecurringView } from '@voltdesk/contracts';
import { CustomerFields } from '../../shared/customer-fields';
import { SaleLines } from '../../shared/sale-vat-figures';
import { ServicesCard } from '../../shared/services-card';
import { RecurringScheduleFields } from './recurring-schedule-fields';
import { T, useRecurringForm } from './use-recurring-form';

const FORM_ID = 'recurring-invoice-form';

/**
 * New or edit a recurring invoice: when (how often, from, until, how many), what the invoice is (customer,
 * services with price and qty, discount, reference, days to pay), and whether it is e-mailed. The
 * customer boxes, the services grid and the lines are the POS form's own pieces; the whole request is
 * checked with the contract's schema (the template's part is the order create schema) before it is sent.
 */
export function RecurringDialog({
  schedule,
  today,
  onClose,
}: {
  schedule?: RecurringView | undefined;
  /** The business's today: a new schedule starts on it unless changed. */
  today: string;
  onClose: () => void;
}) {
  const form = useRecurringForm(schedule, today, onClose);
  const { values, errors } = form;
  const footer = (
    <>
      <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose} disabled={form.busy}>
        Cancel
      </button>
      <button type="submit" form={FORM_ID} className="vd-btn" disabled={form.busy}>
        {form.busy ? <Spinner light label="Saving" /> : null}
        Save
      </button>
    </>
  );
  return (
    <Modal
      open
      size="lg"
      title={schedule ? 'Edit recurring invoice' : 'New recurring invoice'}
      onClose={onClose}
      footer={footer}
    >
      <form id={FORM_ID} aria-label="Recurring invoice" noValidate onSubmit={form.submit}>
        {schedule ? (
          <p className="pos-hint">
            Changes apply to the invoices not made yet; the invoices already made stay as they are.
          </p>
        ) : null}
        <RecurringScheduleFields
          values={values}
          errors={errors}
          nextRuns={schedule?.next_runs}
          set={form.set}
        />
        <fieldset>
          <legend>Customer</legend>
          <CustomerFields
            values={values.customer}
            customers={form.customers}
            errorOf={(key) => errors[`${T}${key}`]}
            onPhone={form.onPhone}
            onChange={form.setCustomer}
          />
          <TextField
            label="Reference (custom order ID)"
            name="order_custom_id"
            value={values.order_custom_id}
            onChange={(v) => form.set('order_custom_id', v)}
            error={errors[`${T}order_custom_id`]}
          />
        </fieldset>
        <ServicesCard formData={form.formData} inCart={form.inCart} onAdd={form.add} />
        <SaleLines
          caption="Invoice lines"
          lines={values.items}
          totals={form.totals}
          vatTerms={form.vatTerms}
          errorOf={(key) => errors[`${T}${key}`]}
          otherErrors={form.otherErrors}
          onChangeLine={form.updateLine}
          onRemoveLine={form.removeLine}
          discount={values.discount}
          onDiscount={(v) => form.set('discount', v)}
          testIdPrefix="recurring-"
        />
      </form>
    </Modal>
  );
}
