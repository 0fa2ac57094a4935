import { useId, useState } from 'react';
import type { JobView } from '@voltdesk/contracts';
import { toastSuccess, toFormData } from '@voltdesk/app-core';
import { toastFailure } from '@voltdesk/app-core/ui';
import { Card } from '../../shared/page';
import { useRemoveJobPhotoMutation, useUpdateJobMutation } from './jobs-api';

/** The most files one request carries (svc-pos's multipart limit). */
const PHOTOS_PER_SAVE = 8;

/** The job as its update takes it back, unchanged: photos are added to it. */
const fieldsOf = (job: JobView) => ({
  id: job.id,
  customer_id: job.customer_id,
  site_address: job.site_address,
  description: job.description,
  status: job.status,
  start_date: job.start_date,
  end_date: job.end_date,
  notes: job.notes,
});

/**
 * The job's photos (the site before, during and after the work): each with a Remove button, and Add photos,
 * which sends the picked images with the job as it is. svc-pos checks each one (an image, its size) and
 * names a refused file.
 */
export function JobPhotos({ job }: { job: JobView }) {
  const inputId = useId();
  const [update, updating] = useUpdateJobMutation();
  const [removePhoto, removing] = useRemoveJobPhotoMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (files: File[]) => {
    setProblem(null);
    if (files.length === 0) return;
    if (files.length > PHOTOS_PER_SAVE) {
      setProblem(`Add at most ${PHOTOS_PER_SAVE} photos at a time.`);
      return;
    }
    const form = toFormData(fieldsOf(job));
    for (const file of files) form.append('photos', file);
    const result = await update(form);
    if ('error' in result) {
      const data = (result.error as { data?: { data?: Record<string, string[]> } }).data?.data;
      const message = data?.photos?.[0];
      if (message) setProblem(message);
      else toastFailure(result.error);
      return;
    }
    toastSuccess(files.length === 1 ? 'Photo added.' : `${files.length} photos added.`);
  };

  const remove = async (photo: string) => {
    const result = await removePhoto({ id: job.id, photo });
    if ('error' in result) toastFailure(result.error);
    else toastSuccess(result.data.message ?? 'Photo removed.');
  };

  return (
    <Card title="Photos" className="pos-job__photos">
      {job.photos.length === 0 ? <p className="pos-muted">No photos yet.</p> : null}
      <ul className="pos-job__gallery">
        {job.photos.map((photo, i) => (
          <li key={`${photo}-${i}`}>
            <a href={photo} target="_blank" rel="noreferrer">
              <img src={photo} alt={`Site photo ${i + 1}`} loading="lazy" />
            </a>
            <button
              type="button"
              className="vd-btn vd-btn--ghost vd-btn--sm"
              disabled={removing.isLoading}
              onClick={() => void remove(photo)}
            >
              Remove photo {i + 1}
            </button>
          </li>
        ))}
      </ul>
      <div className="vd-field">
        <label className="vd-label" htmlFor={inputId}>
          Add photos
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          disabled={updating.isLoading}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void add(files);
          }}
        />
        {problem ? (
          <p id={`${inputId}-problem`} className="vd-field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
