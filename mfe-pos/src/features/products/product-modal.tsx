import { useState, type FormEvent } from 'react';
import type { CategoryView, ProductView } from '@voltdesk/contracts';
import { toastSuccess } from '@voltdesk/app-core';
import { Modal, Spinner, toastFailure } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors, SelectField } from '@voltdesk/app-core/forms';
import { parsePounds, penceToInput, penceToPounds, poundsForSchema, poundsToPence } from '../../shared/money';
import type { SaveResult } from '../../shared/mutation-result';
import { usePosInsertProductMutation, usePosUpdateProductMutation } from './products-api';

interface Values {
  name: string;
  price: string;
  category_id: string;
  status: string;
}

/**
 * Add (no `service`) or update modal of the Service list: name, price (pounds), category; update also has
 * status. Checked with the contract's schemas; the price is read in pence, so "19.99" is never rounded.
 */
export function ProductModal({
  service,
  categories,
  onClose,
}: {
  service?: ProductView;
  categories: readonly CategoryView[];
  onClose: () => void;
}) {
  const editing = Boolean(service);
  const [values, setValues] = useState<Values>({
    name: service?.name ?? '',
    price: service ? penceToInput(poundsToPence(service.price)) : '',
    category_id: service?.category_id ?? '',
    status: String(service?.status ?? 1),
  });
  const [insert, inserting] = usePosInsertProductMutation();
  const [update, updating] = usePosUpdateProductMutation();
  const busy = inserting.isLoading || updating.isLoading;
  const form = useFormErrors(editing ? 'pos.products.update' : 'pos.products.create');

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearField(field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const price = parsePounds(values.price);
    const typed = poundsForSchema(values.price);
    const body = {
      ...(service ? { id: service.id } : {}),
      name: values.name.trim(),
      ...(typed === undefined ? {} : { price: typed }),
      ...(values.category_id ? { category_id: values.category_id } : {}),
      ...(service ? { status: Number(values.status) } : {}),
    };
    // The contract's schema says every refusal of the price (required, at least 1, two decimals).
    if (!form.validate(body) || !price.ok) return;
    const common = {
      name: body.name,
      price: penceToPounds(price.pence),
      category_id: values.category_id,
    };
    // One branch at a time: the union of both mutations' result types is too deep for the type checker.
    let result: SaveResult;
    if (service) result = await update({ id: service.id, ...common, status: values.status === '0' ? 0 : 1 });
    else result = await insert(common);
    if ('error' in result) {
      const error = form.showServerErrors(result.error);
      if (Object.keys(error.fields).length === 0) toastFailure(result.error);
      return;
    }
    toastSuccess(
      result.data.message ?? (editing ? 'Service updated successfully.' : 'Service created successfully.'),
    );
    onClose();
  };

  const formId = editing ? 'pos-service-update' : 'pos-service-add';
  return (
    <Modal
      open
      title={editing ? 'Update Service' : 'Add Service'}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose} disabled={busy}>
            Close
          </button>
          <button type="submit" form={formId} className="vd-btn" disabled={busy}>
            {busy ? <Spinner light label="Saving" /> : null}
            {editing ? 'Update' : 'Save'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          value={values.name}
          onChange={set('name')}
          error={form.errors.name}
        />
        <TextField
          label="Price (£)"
          name="price"
          inputMode="decimal"
          autoComplete="off"
          value={values.price}
          onChange={set('price')}
          error={form.errors.price}
        />
        <SelectField
          label="Category"
          name="category_id"
          value={values.category_id}
          onChange={set('category_id')}
          error={form.errors.category_id}
        >
          <option value="">Select a category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {editing ? (
          <SelectField
            label="Status"
            name="status"
            value={values.status}
            onChange={set('status')}
            error={form.errors.status}
          >
            <option value="1">Active</option>
            <option value="0">Inactive</option>
          </SelectField>
        ) : null}
      </form>
    </Modal>
  );
}
