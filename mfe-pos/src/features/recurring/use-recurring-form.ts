import { useMemo, useState, type FormEvent } from 'react';
import {
  newIdempotencyKey,
  normalizeError,
  toastError,
  toastSuccess,
  type FirstErrors,
} from '@voltdesk/app-core';
import { useSubmitOnce } from '@voltdesk/app-core/forms';
import type { ProductView, RecurringView } from '@voltdesk/contracts';
import { useInvoiceSettingsQuery } from '../../shared/invoice-settings-api';
import { clearedByNewPhone, type FilledCustomer, type TypedCustomer } from '../../shared/sale-form';
import { lineOfService, saleTotalsOf, vatTermsOfSettings } from '../../shared/sale-vat';
import {
  useCreateRecurringMutation,
  useOrderFormDataQuery,
  useUpdateRecurringMutation,
} from './recurring-api';
import {
  buildRecurring,
  buildRecurringUpdate,
  emptyRecurring,
  valuesFromRecurring,
  type RecurringFormValues,
} from './recurring-form-model';

/** The template's fields are under `template.` in the contract's paths; the shared pieces name them bare. */
export const T = 'template.';
/** Fields shown under their own box; anything else the server names is listed above the lines. */
const SHOWN =
  /^(name|frequency|interval|start_date|end_date|count|due_days|template\.(customer\.(phone|name|email|address)|items(\.\d+\.(id|price|qty))?|discount|order_custom_id))$/;

/**
 * The recurring invoice dialog's state: the values as typed, the messages per field (a field's message
 * goes when it changes), the template's totals as the POS form shows them, and the save.
 */
export function useRecurringForm(schedule: RecurringView | undefined, today: string, onDone: () => void) {
  const [values, setValues] = useState<RecurringFormValues>(() =>
    schedule ? valuesFromRecurring(schedule) : emptyRecurring(today),
  );
  const [errors, setErrors] = useState<FirstErrors>({});
  const formData = useOrderFormDataQuery();
  const settings = useInvoiceSettingsQuery();
  const vatTerms = useMemo(() => vatTermsOfSettings(settings.data), [settings.data]);
  const totals = useMemo(
    () => saleTotalsOf(values.items, values.discount, vatTerms),
    [values.items, values.discount, vatTerms],
  );
  const inCart = useMemo(() => new Set(values.items.map((l) => l.id)), [values.items]);
  const [picked, setPicked] = useState<FilledCustomer>({});
  const customers = formData.data?.customers ?? [];

  const forget = (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest);
  const forgetLines = () =>
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith(`${T}items`))));
  const set = <K extends keyof RecurringFormValues>(field: K, value: RecurringFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    forget(String(field));
    forget(`${T}${String(field)}`);
  };
  const setCustomer = (field: keyof TypedCustomer, value: string) => {
    setValues((v) => ({ ...v, customer: { ...v.customer, [field]: value } }));
    forget(`${T}customer.${field}`);
  };
  const onPhone = (phone: string) => {
    const known = customers.find((c) => c.phone === phone.trim());
    const fill = known ? { name: known.name, email: known.email, address: known.address ?? '' } : {};
    setValues((v) => ({
      ...v,
      customer: { ...v.customer, phone, ...clearedByNewPhone(v.customer, picked), ...fill },
    }));
    setPicked(fill);
    forget(`${T}customer.phone`);
  };
  const add = (service: ProductView) => {
    if (inCart.has(service.id)) return;
    setValues((v) => ({ ...v, items: [...v.items, lineOfService(service, new Map())] }));
    forgetLines();
  };
  const updateLine = (index: number, field: 'price' | 'qty', value: string) => {
    setValues((v) => ({ ...v, items: v.items.map((l, i) => (i === index ? { ...l, [field]: value } : l)) }));
    forget(`${T}items.${index}.${field}`);
  };
  const removeLine = (index: number) => {
    setValues((v) => ({ ...v, items: v.items.filter((_, i) => i !== index) }));
    forgetLines();
  };

  const { submit, busy } = useRecurringSave(values, setErrors, schedule, onDone);
  const otherErrors = Object.entries(errors).filter(([k]) => !SHOWN.test(k));
  return {
    values,
    errors,
    otherErrors,
    totals,
    vatTerms,
    inCart,
    customers,
    formData,
    busy,
    set,
    setCustomer,
    onPhone,
    add,
    updateLine,
    removeLine,
    submit,
  };
}

/** The dialog's save: checked by the contract's schema first, then created (idempotent) or updated. */
function useRecurringSave(
  values: RecurringFormValues,
  setErrors: (errors: FirstErrors) => void,
  schedule: RecurringView | undefined,
  onDone: () => void,
) {
  const [insert, inserting] = useCreateRecurringMutation();
  const [update, updating] = useUpdateRecurringMutation();
  // One key per opening of the dialog: a double click adds one schedule.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const submitOnce = useSubmitOnce();
  const busy = inserting.isLoading || updating.isLoading;

  /** Each resolves to svc-pos's message, or to null when the form's own check refused it (messages shown). */
  const saveNew = async (): Promise<string | null> => {
    const built = buildRecurring(values);
    if (!built.ok) {
      setErrors(built.errors);
      return null;
    }
    return (await insert({ request: built.request, idempotencyKey }).unwrap()).message ?? '';
  };
  const saveEdit = async (current: RecurringView): Promise<string | null> => {
    const built = buildRecurringUpdate(values, current);
    if (!built.ok) {
      setErrors(built.errors);
      return null;
    }
    return (await update(built.request).unwrap()).message ?? '';
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    return submitOnce(async () => {
      try {
        const message = schedule ? await saveEdit(schedule) : await saveNew();
        if (message === null) return false;
        if (message) toastSuccess(message);
        onDone();
        return true;
      } catch (error) {
        const e = normalizeError(error as Parameters<typeof normalizeError>[0]);
        toastError(
          e.status === 422 ? 'Please check the recurring invoice.' : (e.message ?? 'Something went wrong!'),
        );
        setErrors(e.fields);
        return false;
      }
    });
  };

  return { submit, busy };
}
