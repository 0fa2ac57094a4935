import type { CustomerView } from '@voltdesk/contracts';
import type { FirstErrors } from '@voltdesk/app-core';
import { TextField } from '@voltdesk/app-core/forms';
import { CustomerFields } from '../../shared/customer-fields';
import { JobSiteFields } from '../../shared/job-site-fields';
import { Card } from '../../shared/page';
import type { QuoteFormValues } from './quote-form-model';

/**
 * The quote form's Customer card: the customer's boxes, the job and site (a job chosen fills the site and
 * the customer), Valid Until and Custom Order ID.
 */
export function QuoteCustomerCard({
  values,
  errors,
  customers,
  onPhone,
  onChange,
}: {
  values: QuoteFormValues;
  errors: FirstErrors;
  customers: readonly CustomerView[];
  onPhone: (phone: string) => void;
  /** A box changed: its value, and the key of the message it clears. */
  onChange: (field: keyof QuoteFormValues, value: string, errorKey?: string) => void;
}) {
  return (
    <Card title="Customer">
      <div className="pos-fields">
        <CustomerFields
          values={values}
          customers={customers}
          errorOf={(key) => errors[key]}
          onPhone={onPhone}
          onChange={(field, v) => onChange(field, v, `customer.${field}`)}
        />
        <JobSiteFields
          values={values}
          errorOf={(key) => errors[key]}
          onJob={(job) => {
            onChange('job_id', job?.id ?? '');
            if (!job) return;
            onChange('site_address', job.site_address);
            for (const field of ['phone', 'name', 'email'] as const) {
              onChange(field, job.customer[field], `customer.${field}`);
            }
            onChange('address', job.customer.address ?? '', 'customer.address');
          }}
          onSite={(site) => onChange('site_address', site)}
        />
        <TextField
          label="Valid Until"
          name="valid_until"
          type="date"
          value={values.valid_until}
          onChange={(v) => onChange('valid_until', v)}
          error={errors.valid_until}
        />
        <TextField
          label="Custom Order ID"
          name="order_custom_id"
          value={values.order_custom_id}
          onChange={(v) => onChange('order_custom_id', v)}
          error={errors.order_custom_id}
        />
      </div>
    </Card>
  );
}
