import { useId, useState } from 'react';
import { contentEndpoints, messageOf, type MediaView } from '@voltdesk/contracts';
import { toastSuccess } from '@voltdesk/app-core';
import { controlState, FieldFrame } from '@voltdesk/app-core/forms';
import { FormModalFooter, Modal, toastFailure } from '@voltdesk/app-core/ui';
import { useUpdateMediaMutation } from './media-api';

/** Changes one image's alt text (what screen readers say, and what the editor fills in when it is reused). */
export function AltTextModal({ image, onClose }: { image: MediaView; onClose: () => void }) {
  const formId = useId();
  const inputId = useId();
  const [alt, setAlt] = useState(image.alt);
  const [error, setError] = useState<string | undefined>();
  const [save, { isLoading }] = useUpdateMediaMutation();
  return (
    <Modal
      open
      title="Alt text"
      onClose={onClose}
      footer={<FormModalFooter form={formId} onClose={onClose} busy={isLoading} submitLabel="Save" />}
    >
      <form
        id={formId}
        onSubmit={async (e) => {
          e.preventDefault();
          const result = await save({ file: image.file, alt });
          if ('error' in result) {
            const data = (result.error as { data?: { data?: { alt?: string[] } } }).data;
            setError(data?.data?.alt?.[0]);
            if (!data?.data?.alt) toastFailure(result.error);
            return;
          }
          toastSuccess(result.data.message ?? messageOf(contentEndpoints.updateMedia));
          onClose();
        }}
      >
        <img className="cms-media__preview" src={image.url} alt="" />
        <FieldFrame id={inputId} label="Alt text" error={error}>
          <input
            id={inputId}
            value={alt}
            maxLength={250}
            onChange={(e) => setAlt(e.target.value)}
            {...controlState(inputId, error)}
          />
        </FieldFrame>
        <p className="cms-media__hint">
          Describe what the image shows for people who cannot see it. Leave it empty only for an image that
          just decorates.
        </p>
      </form>
    </Modal>
  );
}
