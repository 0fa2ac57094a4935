import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { OrderCreateRequest, ProductView } from '@voltdesk/contracts';
import { toastError, TOAST_TEXT, type FirstErrors } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import { TextField } from '@voltdesk/app-core/forms';
import { formatPence, penceToInput, poundsToPence } from '../../shared/money';
import { Card } from '../../shared/page';
import { buildOrder, totalsOf, type CartLine, type OrderFormValues } from './order-form-model';
import { useLazyPosCustomerByPhoneQuery, usePosGetInsertDataQuery } from './orders-api';
import { ServiceGrid } from './service-grid';

/** How long the phone box waits after the last key before looking the customer up. */
export const PHONE_LOOKUP_DELAY_MS = 400;
const LOOKUP_PHONE = /^\+?[0-9][0-9 ().-]{5,29}$/;

export interface OrderFormProps {
  initial: OrderFormValues;
  schemaId: 'pos.orders.create' | 'pos.orders.update';
  /** The order being updated. */
  orderId?: string;
  submitLabel: string;
  busy: boolean;
  /**
   * Sends the order. Resolves to null on success, or to the server's first message per field (possibly
   * none) on failure; the caller toasts.
   */
  onSubmit: (order: OrderCreateRequest) => Promise<FirstErrors | null>;
}

/** Field paths the form shows under their own input; anything else the server names goes in a list. */
function isShownField(key: string): boolean {
  return (
    /^customer\.(phone|name|email|address)$/.test(key) ||
    /^items\.\d+\.(id|price|qty|name)$/.test(key) ||
    [
      'items',
      'order_custom_id',
      'due_date',
      'payment',
      'discount',
      'expire_date',
      'alert',
      'additional',
    ].includes(key)
  );
}

/**
 * The POS form of spec section 2 (POS create and Order update): service grid, customer fields with the
 * phone look-up, cart with editable price and qty, sub total / total / pay amount / due, Additional
 * (expire date and alert days). Every amount on screen is computed in integer pence.
 */
export function OrderForm({ initial, schemaId, orderId, submitLabel, busy, onSubmit }: OrderFormProps) {
  const [values, setValues] = useState<OrderFormValues>(initial);
  const [errors, setErrors] = useState<FirstErrors>({});
  const insertData = usePosGetInsertDataQuery();
  const [lookUp] = useLazyPosCustomerByPhoneQuery();
  const phoneRef = useRef(initial.phone);
  const lookupTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const submitting = useRef(false);
  const ids = { datalist: useId(), additional: useId() };

  useEffect(
    () => () => {
      if (lookupTimer.current) clearTimeout(lookupTimer.current);
    },
    [],
  );

  const totals = useMemo(() => totalsOf(values), [values]);
  const inCart = useMemo(() => new Set(values.items.map((l) => l.id)), [values.items]);

  const clear = (...fields: string[]) =>
    setErrors((prev) => {
      if (!fields.some((f) => f in prev)) return prev;
      const next = { ...prev };
      for (const f of fields) delete next[f];
      return next;
    });

  const set = <K extends keyof OrderFormValues>(
    field: K,
    value: OrderFormValues[K],
    errorKey: string = field,
  ) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(errorKey);
  };

  /** Typing a known customer's phone fills name, e-mail and address (after a pause in typing). */
  const onPhone = (phone: string) => {
    set('phone', phone, 'customer.phone');
    phoneRef.current = phone;
    if (lookupTimer.current) clearTimeout(lookupTimer.current);
    const wanted = phone.trim();
    if (!LOOKUP_PHONE.test(wanted)) return;
    lookupTimer.current = setTimeout(() => {
      lookUp(wanted, true)
        .unwrap()
        .then((customer) => {
          if (phoneRef.current.trim() !== wanted) return; // typed on since
          setValues((v) => ({
            ...v,
            name: customer.name,
            email: customer.email,
            address: customer.address ?? '',
          }));
          clear('customer.name', 'customer.email', 'customer.address');
        })
        .catch(() => undefined); // 404: a new customer
    }, PHONE_LOOKUP_DELAY_MS);
  };

  // Cart changes renumber the lines, so every line's messages go with them.
  const clearItemErrors = () =>
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith('items'))));

  const addService = (service: ProductView) => {
    if (inCart.has(service.id)) return;
    const line: CartLine = {
      id: service.id,
      name: service.name,
      price: penceToInput(poundsToPence(service.price)),
      qty: '1',
    };
    setValues((v) => ({ ...v, items: [...v.items, line] }));
    clearItemErrors();
  };

  const updateLine = (index: number, field: 'price' | 'qty', value: string) => {
    setValues((v) => ({ ...v, items: v.items.map((l, i) => (i === index ? { ...l, [field]: value } : l)) }));
    clear(`items.${index}.${field}`);
  };

  const removeLine = (index: number) => {
    setValues((v) => ({ ...v, items: v.items.filter((_, i) => i !== index) }));
    clearItemErrors();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current || busy) return;
    const built = buildOrder(values, schemaId, orderId);
    if (!built.ok) {
      setErrors(built.errors);
      toastError(TOAST_TEXT.invoiceFailed);
      return;
    }
    submitting.current = true;
    try {
      const failed = await onSubmit(built.order);
      setErrors(failed ?? {});
    } finally {
      submitting.current = false;
    }
  };

  const otherErrors = Object.entries(errors).filter(([k]) => !isShownField(k));
  const customers = insertData.data?.customers ?? [];

  return (
    <form
      className="pos-order"
      onSubmit={submit}
      noValidate
      aria-label="Invoice"
      // Enter in a box (the service search, a qty) must never make an invoice: only the button does.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      <Card title="Customer" className="pos-order__customer">
        <div className="pos-fields">
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="off"
            list={ids.datalist}
            value={values.phone}
            onChange={onPhone}
            error={errors['customer.phone']}
          />
          <datalist id={ids.datalist}>
            {customers.map((c) => (
              <option key={c.id} value={c.phone}>
                {c.name}
              </option>
            ))}
          </datalist>
          <TextField
            label="Name"
            name="name"
            autoComplete="off"
            value={values.name}
            onChange={(v) => set('name', v, 'customer.name')}
            error={errors['customer.name']}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(v) => set('email', v, 'customer.email')}
            error={errors['customer.email']}
          />
          <TextField
            label="Address"
            name="address"
            autoComplete="off"
            value={values.address}
            onChange={(v) => set('address', v, 'customer.address')}
            error={errors['customer.address']}
          />
          <TextField
            label="Due Date"
            name="due_date"
            type="date"
            value={values.due_date}
            onChange={(v) => set('due_date', v)}
            error={errors.due_date}
          />
          <TextField
            label="Custom Order ID"
            name="order_custom_id"
            autoComplete="off"
            value={values.order_custom_id}
            onChange={(v) => set('order_custom_id', v)}
            error={errors.order_custom_id}
          />
        </div>
      </Card>

      <div className="pos-order__main">
        <Card title="Services" className="pos-order__services">
          {insertData.isError ? (
            <div className="vd-alert vd-alert--danger" role="alert">
              The services could not be loaded. Please try again.
            </div>
          ) : null}
          <ServiceGrid
            services={insertData.data?.products ?? []}
            categories={insertData.data?.categories ?? []}
            inCart={inCart}
            onAdd={addService}
            loading={insertData.isLoading}
          />
        </Card>

        <Card title="Cart" className="pos-order__cart">
          {errors.items ? (
            <div className="vd-alert vd-alert--danger" role="alert">
              {errors.items}
            </div>
          ) : null}
          {otherErrors.length > 0 ? (
            <ul className="vd-alert vd-alert--danger pos-error-list" role="alert">
              {otherErrors.map(([k, m]) => (
                <li key={k}>{m}</li>
              ))}
            </ul>
          ) : null}
          <div className="vd-table-wrap">
            <table className="vd-table pos-cart">
              <caption className="vd-visually-hidden">Cart</caption>
              <thead>
                <tr>
                  <th>Service</th>
                  <th>Price (£)</th>
                  <th>Qty</th>
                  <th className="pos-num">Total</th>
                  <th>
                    <span className="vd-visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {values.items.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="vd-table__state">
                      Click a service to add it.
                    </td>
                  </tr>
                ) : (
                  values.items.map((line, i) => (
                    <tr key={line.id}>
                      <td>
                        {line.name}
                        {errors[`items.${i}.id`] ? (
                          <div className="vd-field-error">{errors[`items.${i}.id`]}</div>
                        ) : null}
                      </td>
                      <td>
                        <input
                          className={`vd-input pos-cart__input${errors[`items.${i}.price`] ? ' vd-input--invalid' : ''}`}
                          aria-label={`Price of ${line.name}`}
                          inputMode="decimal"
                          value={line.price}
                          aria-invalid={errors[`items.${i}.price`] ? true : undefined}
                          onChange={(e) => updateLine(i, 'price', e.target.value)}
                        />
                        {errors[`items.${i}.price`] ? (
                          <div className="vd-field-error">{errors[`items.${i}.price`]}</div>
                        ) : null}
                      </td>
                      <td>
                        <input
                          className={`vd-input pos-cart__input pos-cart__qty${errors[`items.${i}.qty`] ? ' vd-input--invalid' : ''}`}
                          aria-label={`Quantity of ${line.name}`}
                          type="number"
                          min={1}
                          step={1}
                          value={line.qty}
                          aria-invalid={errors[`items.${i}.qty`] ? true : undefined}
                          onChange={(e) => updateLine(i, 'qty', e.target.value)}
                        />
                        {errors[`items.${i}.qty`] ? (
                          <div className="vd-field-error">{errors[`items.${i}.qty`]}</div>
                        ) : null}
                      </td>
                      <td className="pos-num" data-testid={`line-total-${i}`}>
                        {formatPence(totals.lines[i] ?? 0)}
                      </td>
                      <td>
                        <button
                          type="button"
                          className="vd-btn vd-btn--ghost vd-btn--sm"
                          aria-label={`Remove ${line.name}`}
                          onClick={() => removeLine(i)}
                        >
                          ×
                        </button>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>

          <dl className="pos-totals">
            <div className="pos-totals__row">
              <dt>Sub Total</dt>
              <dd data-testid="sub-total">{formatPence(totals.subTotal)}</dd>
            </div>
            <div className="pos-totals__row pos-totals__row--input">
              <dt>
                <label htmlFor="pos-discount">Discount (£)</label>
              </dt>
              <dd>
                <input
                  id="pos-discount"
                  className={`vd-input pos-cart__input${errors.discount ? ' vd-input--invalid' : ''}`}
                  inputMode="decimal"
                  placeholder="0.00"
                  value={values.discount}
                  onChange={(e) => set('discount', e.target.value)}
                />
                {errors.discount ? <div className="vd-field-error">{errors.discount}</div> : null}
              </dd>
            </div>
            <div className="pos-totals__row pos-totals__row--strong">
              <dt>Total</dt>
              <dd data-testid="total">{formatPence(totals.total)}</dd>
            </div>
            <div className="pos-totals__row pos-totals__row--input">
              <dt>
                <label htmlFor="pos-payment">Pay Amount (£)</label>
              </dt>
              <dd>
                <input
                  id="pos-payment"
                  className={`vd-input pos-cart__input${errors.payment ? ' vd-input--invalid' : ''}`}
                  inputMode="decimal"
                  placeholder="0.00"
                  aria-describedby="pos-payment-hint"
                  value={values.payment}
                  onChange={(e) => set('payment', e.target.value)}
                />
                <div id="pos-payment-hint" className="pos-hint">
                  From £0.00 up to {formatPence(totals.total)}
                </div>
                {errors.payment ? <div className="vd-field-error">{errors.payment}</div> : null}
              </dd>
            </div>
            <div className="pos-totals__row pos-totals__row--strong">
              <dt>Due</dt>
              <dd data-testid="due" className={totals.due > 0 ? 'pos-due' : undefined}>
                {formatPence(totals.due)}
              </dd>
            </div>
          </dl>

          <div className="pos-additional">
            <label className="pos-check" htmlFor={ids.additional}>
              <input
                id={ids.additional}
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
                  error={errors.expire_date}
                />
                <TextField
                  label="Alert (days before)"
                  name="alert"
                  type="number"
                  min={0}
                  step={1}
                  value={values.alert}
                  onChange={(v) => set('alert', v)}
                  error={errors.alert}
                />
              </div>
            ) : null}
          </div>

          <div className="pos-order__submit">
            <button type="submit" className="vd-btn vd-btn--success" disabled={busy}>
              {busy ? <Spinner light label="Saving" /> : null}
              {submitLabel}
            </button>
          </div>
        </Card>
      </div>
    </form>
  );
}
