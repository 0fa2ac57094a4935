import { useId } from 'react';
import { TextField } from '@voltdesk/app-core/forms';
import type { OrderFormValues } from './order-form-model';
import type { SetOrderField } from './use-order-form';

export interface OrderAdditionalProps {
  values: OrderFormValues;
  errorOf: (key: string) => string | undefined;
  set: SetOrderField;
  touch: (key: string) => void;
  /** Drops svc-pos's messages of these fields. */
  clear: (...fields: string[]) => void;
}

/** Additional: a service that expires, with its expire date and how many days before to alert. */
export function OrderAdditional({ values, errorOf, set, touch, clear }: OrderAdditionalProps) {
  const id = useId();
  return (
    <div className="pos-additional">
      <label className="pos-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={values.additional}
          onChange={(e) => {
            set('additional', e.target.checked);
            clear('expire_date', 'alert');
          }}
        />
        Additional
      </label>
      {values.additional ? (
        <div className="pos-fields pos-fields--two">
          <TextField
            label="Expire Date"
            name="expire_date"
            type="date"
            value={values.expire_date}
            onChange={(v) => set('expire_date', v)}
            onBlur={() => touch('expire_date')}
            error={errorOf('expire_date')}
          />
          <TextField
            label="Alert (days before)"
            name="alert"
            type="number"
            min={0}
            step={1}
            value={values.alert}
            onChange={(v) => set('alert', v)}
            error={errorOf('alert')}
          />
        </div>
      ) : null}
    </div>
  );
}
