import { useState, type FormEvent } from 'react';
import { toastSuccess } from '@voltdesk/app-core';
import { Modal, Spinner } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors } from '@voltdesk/app-core/forms';
import { useRegisterAdminMutation } from './admin-list-api';

const EMPTY = { name: '', email: '', password: '' };

/** Add New (spec section 2): name, e-mail, password, all required, e-mail format; schema auth.adminRegister. */
export function AddAdminModal({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [register, { isLoading }] = useRegisterAdminMutation();
  const { errors, validate, showServerErrors, clearField } = useFormErrors('auth.adminRegister');
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearField(field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = { name: values.name.trim(), email: values.email.trim(), password: values.password };
    if (!validate(body)) return;
    const result = await register(body);
    if ('error' in result) {
      const error = showServerErrors(result.error);
      if (Object.keys(error.fields).length === 0) setFailure(error.message ?? 'The admin was not added.');
      return;
    }
    toastSuccess('Admin added successfully!');
    setValues(EMPTY);
    onClose();
  };

  return (
    <Modal
      open
      title="Add New Admin"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose} disabled={isLoading}>
            Close
          </button>
          <button type="submit" form="vd-add-admin" className="vd-btn" disabled={isLoading}>
            {isLoading ? <Spinner light label="Saving" /> : null}
            Save
          </button>
        </>
      }
    >
      <form id="vd-add-admin" onSubmit={onSubmit} noValidate>
        {failure ? (
          <div className="vd-alert vd-alert--danger" role="alert">
            {failure}
          </div>
        ) : null}
        <TextField label="Name" name="name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
      </form>
    </Modal>
  );
}
