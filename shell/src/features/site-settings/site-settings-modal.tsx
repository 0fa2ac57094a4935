import { useState, type FormEvent } from 'react';
import { TOAST_TEXT, toastError, toastSuccess, useSetupEntriesQuery } from '@voltdesk/app-core';
import { FormModalFooter, ImageInput, Modal, Spinner } from '@voltdesk/app-core/ui';
import { TextField, useForm } from '@voltdesk/app-core/forms';
import { useUpdateSiteSettingsMutation } from './site-settings-api';

interface SiteDataForm {
  title: string;
  phone: string;
  email: string;
  address: string;
  map: string;
}

/** The images the form may replace: the field sent, and the setup entry that holds the current one. */
const IMAGES = [
  { name: 'logo', label: 'Logo', setupKey: 'websiteLogo' },
  { name: 'favicon', label: 'Favicon', setupKey: 'favicon' },
] as const;
type SiteImage = (typeof IMAGES)[number];

/**
 * Site-settings modal (spec sections 1 and 3), opened from the sidebar: title, phone, e-mail, address, map,
 * logo and favicon to `admin/updateSiteData`. Validates with the contract's `content.siteData` schema.
 */
export function SiteSettingsModal({ onClose }: { onClose: () => void }) {
  const { data: setup, isLoading } = useSetupEntriesQuery();
  const site = setup?.websiteData;
  const [files, setFiles] = useState<Partial<Record<SiteImage['name'], File>>>({});
  const [save, { isLoading: saving }] = useUpdateSiteSettingsMutation();
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
    const trimmed: SiteDataForm = {
      title: form.title.trim(),
      phone: form.phone.trim(),
      email: form.email.trim(),
      address: form.address.trim(),
      map: form.map.trim(),
    };
    if (!validate({ ...trimmed })) return;
    const body = new FormData();
    for (const [key, value] of Object.entries(trimmed)) body.append(key, value);
    for (const { name } of IMAGES) {
      const file = files[name];
      if (file) body.append(name, file);
    }
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
        <FormModalFooter form="vd-site-settings" onClose={onClose} busy={saving} submitDisabled={isLoading} />
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
          {IMAGES.map(({ name, label, setupKey }) => (
            <ImageInput
              key={name}
              label={label}
              name={name}
              currentUrl={setup?.[setupKey]?.image}
              onChange={(file) => setFiles((prev) => ({ ...prev, [name]: file ?? undefined }))}
              error={errors[name]}
            />
          ))}
        </form>
      )}
    </Modal>
  );
}
