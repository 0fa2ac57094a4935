import { useState, type FormEvent } from 'react';
import { TOAST_TEXT, toastError, toastSuccess, useGetSingleSetupQuery } from '@voltdesk/app-core';
import { ImageInput, Modal, Spinner } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors } from '@voltdesk/app-core/forms';
import { useUpdateSiteDataMutation } from './site-settings-api';

interface SiteDataForm {
  title: string;
  phone: string;
  email: string;
  address: string;
  map: string;
}

/**
 * Site-settings modal (spec sections 1 and 3), opened from the sidebar: title, phone, e-mail, address, map,
 * logo and favicon to `admin/updateSiteData`. Validates with the contract's `content.siteData` schema.
 */
export function SiteSettingsModal({ onClose }: { onClose: () => void }) {
  const { data: setup, isLoading } = useGetSingleSetupQuery();
  const site = setup?.websiteData;
  const [values, setValues] = useState<SiteDataForm | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [favicon, setFavicon] = useState<File | null>(null);
  const [save, { isLoading: saving }] = useUpdateSiteDataMutation();
  const { errors, validate, showServerErrors, clearField } = useFormErrors('content.siteData');

  // Until the admin types, the form shows what the setup data holds now.
  const form: SiteDataForm = values ?? {
    title: site?.title ?? '',
    phone: site?.phone ?? '',
    email: site?.email ?? '',
    address: site?.address ?? '',
    map: site?.google_map ?? '',
  };
  const set = (field: keyof SiteDataForm) => (value: string) => {
    setValues({ ...form, [field]: value });
    clearField(field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as SiteDataForm;
    if (!validate({ ...trimmed })) return;
    const body = new FormData();
    for (const [key, value] of Object.entries(trimmed)) body.append(key, value);
    if (logo) body.append('logo', logo);
    if (favicon) body.append('favicon', favicon);
    const result = await save(body);
    if ('error' in result) {
      showServerErrors(result.error);
      toastError(TOAST_TEXT.dataNotUpdated);
      return;
    }
    toastSuccess(TOAST_TEXT.dataUpdated);
    onClose();
  };

  return (
    <Modal
      open
      title="Site Settings"
      size="lg"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose} disabled={saving}>
            Close
          </button>
          <button type="submit" form="vd-site-settings" className="vd-btn" disabled={saving || isLoading}>
            {saving ? <Spinner light label="Saving" /> : null}
            Save
          </button>
        </>
      }
    >
      {isLoading ? (
        <Spinner />
      ) : (
        <form id="vd-site-settings" onSubmit={onSubmit} noValidate className="vd-grid-2">
          <TextField
            label="Title"
            name="title"
            value={form.title}
            onChange={set('title')}
            error={errors.title}
          />
          <TextField
            label="Phone"
            name="phone"
            value={form.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            value={form.email}
            onChange={set('email')}
            error={errors.email}
          />
          <TextField
            label="Address"
            name="address"
            value={form.address}
            onChange={set('address')}
            error={errors.address}
          />
          <div className="vd-grid-2__wide">
            <TextField
              label="Map (Google Maps embed link)"
              name="map"
              value={form.map}
              onChange={set('map')}
              error={errors.map}
              multiline
            />
          </div>
          <ImageInput
            label="Logo"
            name="logo"
            currentUrl={setup?.websiteLogo?.image}
            onChange={setLogo}
            error={errors.logo}
          />
          <ImageInput
            label="Favicon"
            name="favicon"
            currentUrl={setup?.favicon?.image}
            onChange={setFavicon}
            error={errors.favicon}
          />
        </form>
      )}
    </Modal>
  );
}
