import { useState, type FormEvent } from 'react';
import { toastSuccess } from '@voltdesk/app-core';
import { FormModalFooter, Modal } from '@voltdesk/app-core/ui';
import { SelectField, TextField, useForm } from '@voltdesk/app-core/forms';
import { authEndpoints, isRole, messageOf } from '@voltdesk/contracts';
import { useCreateAdminMutation } from './admin-list-api';
import { RoleOptions } from './role-options';

// An editor unless the owner picks another role: the narrower choice for someone who writes the site.
const EMPTY = { name: '', email: '', password: '', role: 'editor' };

/**
 * Add New (spec section 2): name, e-mail, password, all required, e-mail format, and the role;
 * schema auth.adminRegister.
 */
export function AddAdminModal({ onClose }: { onClose: () => void }) {
  const [register, { isLoading }] = useCreateAdminMutation();
  const { values, field, validate, showServerErrors, reset } = useForm('auth.adminRegister', EMPTY);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const role = isRole(values.role) ? values.role : 'editor';
    const body = { name: values.name.trim(), email: values.email.trim(), password: values.password, role };
    if (!validate(body)) return;
    const result = await register(body);
    if ('error' in result) {
      const error = showServerErrors(result.error);
      if (Object.keys(error.fields).length === 0) setFailure(error.message ?? 'The admin was not added.');
      return;
    }
    toastSuccess(messageOf(authEndpoints.adminRegister));
    reset();
    onClose();
  };

  return (
    <Modal
      open
      title="Add New Admin"
      onClose={onClose}
      footer={<FormModalFooter form="vd-add-admin" onClose={onClose} busy={isLoading} />}
    >
      <form id="vd-add-admin" onSubmit={onSubmit} noValidate>
        {failure ? (
          <div className="vd-alert vd-alert--danger" role="alert">
            {failure}
          </div>
        ) : null}
        <TextField label="Name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <SelectField label="Role" {...field('role')}>
          <RoleOptions />
        </SelectField>
      </form>
    </Modal>
  );
}
