import { useState, type FormEvent } from 'react';
import { TOAST_TEXT, toastError, toastSuccess, useGetSingleSetupQuery } from '@voltdesk/app-core';
import { ImageInput, Modal, Spinner } from '@voltdesk/app-core/ui';
import { TextField, useForm } from '@voltdesk/app-core/forms';
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
  const [logo, setLogo] = useState<File | null>(null);
  const [favicon, setFavicon] = useState<File | null>(null);
  const [save, { isLoading: saving }] = useUpdateSiteDataMutation();
  // Until the admin types, the form shows what the setup data holds now.
  const {
    values: form,
    field,
    errors,
    validate,
    showServerErrors,
  } = useForm<SiteDataForm>('content.siteData', {
    title: site?.title ?? '',
    phone: site?.phone ?? '',
    email: site?.email ?? '',
    address: site?.address ?? '',
    map: site?.google_map ?? '',
  });

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
          <TextField label="Title" {...field('title')} />
          <TextField label="Phone" {...field('phone')} />
          <TextField label="Email" type="email" {...field('email')} />
          <TextField label="Address" {...field('address')} />
          <div className="vd-grid-2__wide">
            <TextField label="Map (Google Maps embed link)" multiline {...field('map')} />
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
