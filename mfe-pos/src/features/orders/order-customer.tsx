import { useId } from 'react';
import type { CustomerView } from '@voltdesk/contracts';
import { TextField } from '@voltdesk/app-core/forms';
import { CustomerFields } from '../../shared/customer-fields';
import { JobSiteFields } from '../../shared/job-site-fields';
import { Card } from '../../shared/page';
import type { OrderFormValues } from './order-form-model';
import type { SetOrderField } from './use-order-form';

export interface OrderCustomerProps {
  values: OrderFormValues;
  /** Known customers, whose phones the phone box suggests. */
  customers: readonly CustomerView[];
  errorOf: (key: string) => string | undefined;
  onPhone: (phone: string) => void;
  set: SetOrderField;
  touch: (key: string) => void;
}

/**
 * The order's customer card: phone (with the look-up), name, e-mail, address, the job and site (a job
 * chosen fills the site and the customer), the due date and custom order ID, and whether the customer's
 * record takes this name, e-mail and address too.
 */
export function OrderCustomer({ values, customers, errorOf, onPhone, set, touch }: OrderCustomerProps) {
  const updateId = useId();
  const hintId = useId();
  return (
    <Card title="Customer" className="pos-order__customer">
      <div className="pos-fields">
        <CustomerFields
          values={values}
          customers={customers}
          errorOf={errorOf}
          onPhone={onPhone}
          onChange={(field, v) => set(field, v, `customer.${field}`)}
          onBlur={(key) => touch(key)}
        />
        <JobSiteFields
          values={values}
          errorOf={errorOf}
          onJob={(job) => {
            set('job_id', job?.id ?? '');
            if (!job) return;
            set('site_address', job.site_address);
            for (const field of ['phone', 'name', 'email'] as const) {
              set(field, job.customer[field], `customer.${field}`);
            }
            set('address', job.customer.address ?? '', 'customer.address');
          }}
          onSite={(site) => set('site_address', site)}
        />
        <TextField
          label="Due Date"
          name="due_date"
          type="date"
          value={values.due_date}
          onChange={(v) => set('due_date', v)}
          onBlur={() => touch('due_date')}
          error={errorOf('due_date')}
        />
        <TextField
          label="Custom Order ID"
          name="order_custom_id"
          autoComplete="off"
          value={values.order_custom_id}
          onChange={(v) => set('order_custom_id', v)}
          onBlur={() => touch('order_custom_id')}
          error={errorOf('order_custom_id')}
        />
      </div>
      <div className="pos-update-customer">
        <label className="pos-check" htmlFor={updateId}>
          <input
            id={updateId}
            type="checkbox"
            checked={values.update_customer}
            aria-describedby={hintId}
            onChange={(e) => set('update_customer', e.target.checked)}
          />
          Update customer details
        </label>
        <p id={hintId} className="pos-hint">
          Saves this name, e-mail and address to the customer&apos;s record too. Otherwise only this invoice
          shows them.
        </p>
      </div>
    </Card>
  );
}
