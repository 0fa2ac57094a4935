import { useId, useRef, useState } from 'react';
import { toastSuccess, toFormData } from '@voltdesk/app-core';
import { contentEndpoints, messageOf } from '@voltdesk/contracts';
import { controlState, FieldFrame } from '@voltdesk/app-core/forms';
import { BusyButton, toastFailure } from '@voltdesk/app-core/ui';
import { useUploadMediaMutation } from './media-api';

/** Adds an image to the library with its alt text; the server checks the file as every upload. */
export function UploadMediaForm() {
  const fileId = useId();
  const altId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ image?: string; alt?: string }>({});
  const [upload, { isLoading }] = useUploadMediaMutation();
  return (
    <form
      ref={form}
      className="cms-media__upload"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!file) {
          setErrors({ image: 'Choose an image to upload.' });
          return;
        }
        const result = await upload(toFormData({ alt }, { image: file }));
        if ('error' in result) {
          const data = (result.error as { data?: { data?: { image?: string[]; alt?: string[] } } }).data
            ?.data;
          setErrors({ image: data?.image?.[0], alt: data?.alt?.[0] });
          if (!data) toastFailure(result.error);
          return;
        }
        toastSuccess(result.data.message ?? messageOf(contentEndpoints.uploadMedia));
        setErrors({});
        setFile(null);
        setAlt('');
        form.current?.reset();
      }}
    >
      <FieldFrame id={fileId} label="Image" error={errors.image}>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          {...controlState(fileId, errors.image, 'vd-input vd-input--file')}
        />
      </FieldFrame>
      <FieldFrame id={altId} label="Alt text" error={errors.alt}>
        <input
          id={altId}
          value={alt}
          maxLength={250}
          onChange={(e) => setAlt(e.target.value)}
          {...controlState(altId, errors.alt)}
        />
      </FieldFrame>
      <BusyButton busy={isLoading} busyLabel="Uploading">
        Upload
      </BusyButton>
    </form>
  );
}
