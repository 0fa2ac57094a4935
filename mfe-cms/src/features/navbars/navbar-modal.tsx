import { useState, type FormEvent } from 'react';
import { toastSuccess } from '@voltdesk/app-core';
import { Modal, Spinner } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors, SelectField } from '@voltdesk/app-core/forms';
import { STATUS_OPTIONS } from '../../shared/page';
import { toastFailure } from '../../shared/mutation-result';
import type { NavbarView } from '../../shared/types';
import { useCmsInsertNavbarMutation, useCmsUpdateNavbarMutation } from './navbars-api';

const flag = (v: string): 0 | 1 => (v === '1' ? 1 : 0);

interface Props {
  navbar?: NavbarView;
  /** Parent choices: the items whose parentid is 0 (spec section 2). */
  parents: readonly NavbarView[];
  onClose: () => void;
}

/**
 * Navbar add (no `navbar`) or update modal: name, parent (or top level), link, priority and the three
 * show flags; update adds status. Insert defaults: nav_active 1, the others 0 (spec section 5).
 */
export function NavbarModal({ navbar, parents, onClose }: Props) {
  const editing = Boolean(navbar);
  const [form, setForm] = useState({
    name: navbar?.name ?? '',
    parentid: navbar ? String(navbar.parentid) : '0',
    link: navbar?.link ?? '',
    priority: navbar ? String(navbar.priority) : '',
    nav_active: String(navbar?.nav_active ?? 1),
    useful_active: String(navbar?.useful_active ?? 0),
    quick_active: String(navbar?.quick_active ?? 0),
    status: String(navbar?.status ?? 1),
  });
  const [insert, inserting] = useCmsInsertNavbarMutation();
  const [update, updating] = useCmsUpdateNavbarMutation();
  const busy = inserting.isLoading || updating.isLoading;
  const { errors, validate, showServerErrors, clearField } = useFormErrors(
    editing ? 'content.navbars.update' : 'content.navbars.create',
  );
  const set = (field: keyof typeof form) => (value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    clearField(field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const priority = form.priority.trim();
    const common = {
      name: form.name.trim(),
      parentid: (form.parentid === '0' ? 0 : form.parentid) as 0 | string,
      link: form.link.trim(),
      // A non-number stays text, so the contract's rule names the field ('must be an integer').
      priority: (/^\d+$/.test(priority)
        ? Number(priority)
        : priority === ''
          ? undefined
          : priority) as number,
      nav_active: flag(form.nav_active),
      useful_active: flag(form.useful_active),
      quick_active: flag(form.quick_active),
    };
    const body = navbar ? { ...common, id: navbar.id, status: flag(form.status) } : common;
    if (!validate(body)) return;
    const result = navbar
      ? await update({ ...common, id: navbar.id, status: flag(form.status) })
      : await insert(common);
    if ('error' in result) {
      if (Object.keys(showServerErrors(result.error).fields).length === 0) toastFailure(result.error);
      return;
    }
    toastSuccess(
      result.data.message ?? (editing ? 'Navbar updated successfully.' : 'Navbar created successfully.'),
    );
    onClose();
  };

  const formId = editing ? 'cms-navbar-update' : 'cms-navbar-add';
  return (
    <Modal
      open
      title={editing ? 'Update Navbar' : 'Add Navbar'}
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
      <form id={formId} onSubmit={onSubmit} noValidate className="cms-fields cms-fields--two">
        <TextField label="Name" name="name" value={form.name} onChange={set('name')} error={errors.name} />
        <SelectField
          label="Parent"
          name="parentid"
          value={form.parentid}
          onChange={set('parentid')}
          error={errors.parentid}
        >
          <option value="0">Select (top level)</option>
          {parents
            .filter((p) => p.id !== navbar?.id)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </SelectField>
        <TextField
          label="Link"
          name="link"
          value={form.link}
          placeholder="/services"
          onChange={set('link')}
          error={errors.link}
        />
        <TextField
          label="Priority"
          name="priority"
          type="number"
          value={form.priority}
          onChange={set('priority')}
          error={errors.priority}
        />
        <SelectField
          label="Navbar"
          name="nav_active"
          value={form.nav_active}
          onChange={set('nav_active')}
          error={errors.nav_active}
        >
          <option value="0">None</option>
          <option value="1">Navbar Show</option>
        </SelectField>
        <SelectField
          label="Useful"
          name="useful_active"
          value={form.useful_active}
          onChange={set('useful_active')}
          error={errors.useful_active}
        >
          <option value="0">None</option>
          <option value="1">Useful Show</option>
        </SelectField>
        <SelectField
          label="Quick"
          name="quick_active"
          value={form.quick_active}
          onChange={set('quick_active')}
          error={errors.quick_active}
        >
          <option value="0">None</option>
          <option value="1">Quick Show</option>
        </SelectField>
        {editing ? (
          <SelectField
            label="Status"
            name="status"
            value={form.status}
            onChange={set('status')}
            error={errors.status}
          >
            {STATUS_OPTIONS}
          </SelectField>
        ) : null}
      </form>
    </Modal>
  );
}
