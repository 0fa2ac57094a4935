import { Card } from '../../shared/page';
import { ServicesCard } from '../../shared/services-card';
import { LinePicker } from '../../shared/line-picker';
import { useSaleMaterialsQuery } from '../../shared/line-materials-api';
import { takesMoney } from './order-form-model';
import type { OrderFormProps } from './order-form-props';
import { OrderAdditional } from './order-additional';
import { OrderCustomer } from './order-customer';
import { OrderLines } from './order-lines';
import { OrderLockNote } from './order-lock-note';
import { OrderPayment } from './order-payment';
import { OrderReverseCharge } from './order-reverse-charge';
import { OrderSubmit } from './order-submit';
import { OrderTotals } from './order-totals';
import { useOrderFormDataQuery } from './orders-api';
import { useOrderForm } from './use-order-form';
import './orders.css';

/**
 * The POS form of spec section 2 (POS create and Order update), made of what the clerk sees: the
 * customer (with the phone look-up), the service grid, the cart's lines with editable price and qty, the
 * totals with the pay amount and due, Additional (expire date and alert days). Every amount on screen is
 * computed in integer pence.
 *
 * Messages are the contract's schema, run on every change (its cross-field rules
 * included: discount up to the sub total, payment up to the total, Additional's dates): an amount's
 * message shows as it is typed, another field's when the clerk leaves it, every one on submit, and
 * svc-pos's 422 messages under the same fields. The form itself never toasts.
 */
export function OrderForm(props: OrderFormProps) {
  const { submitLabel, busy, lock = null, vatTerms = null } = props;
  const { values, set, onPhone, totals, paidBefore, messages, cart, formRef, submit } = useOrderForm(props);
  const { errorOf, touch, clear } = messages;
  const insertData = useOrderFormDataQuery();
  const materials = useSaleMaterialsQuery({});
  const linesLocked = lock?.lines ?? false;
  const paymentLocked = lock?.payment ?? false;

  return (
    <form
      ref={formRef}
      className="pos-order"
      onSubmit={submit}
      noValidate
      aria-label="Invoice"
      // Enter in a box (the service search, a qty) must never make an invoice: only the button does.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      {lock ? <OrderLockNote lock={lock} /> : null}
      <OrderCustomer
        values={values}
        customers={insertData.data?.customers ?? []}
        errorOf={errorOf}
        onPhone={onPhone}
        set={set}
        touch={touch}
      />
      <div className="pos-order__main">
        {/* One column of what goes into the cart, so the cart keeps the wider column beside it. */}
        <div className="pos-sale-add">
          <ServicesCard
            className="pos-order__services"
            formData={insertData}
            inCart={cart.inCart}
            onAdd={cart.addService}
            disabled={linesLocked}
          />
          <LinePicker materials={materials.data ?? []} onAdd={cart.addLine} disabled={linesLocked} />
        </div>
        <Card title="Cart" className="pos-order__cart">
          <OrderLines
            values={values}
            totals={totals}
            vatTerms={vatTerms}
            errorOf={errorOf}
            otherErrors={messages.otherErrors}
            onChangeLine={cart.updateLine}
            onRemoveLine={cart.removeLine}
            set={set}
            disabled={linesLocked}
          >
            <OrderPayment
              values={values}
              totalPence={totals.total}
              error={errorOf('payment')}
              set={set}
              locked={paymentLocked}
              showMethod={!paymentLocked && takesMoney(values, paidBefore)}
            />
            <OrderTotals duePence={totals.due} />
          </OrderLines>
          <OrderAdditional values={values} errorOf={errorOf} set={set} touch={touch} clear={clear} />
          <OrderReverseCharge values={values} set={set} vatTerms={vatTerms} />
          <OrderSubmit
            label={submitLabel}
            busy={busy}
            disabled={busy || Boolean(lock?.everything)}
            problems={messages.submitted ? Object.keys(messages.errors).length : 0}
          />
        </Card>
      </div>
    </form>
  );
}
