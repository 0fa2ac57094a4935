import { useState } from 'react';
import { requiredMessage } from '@voltdesk/contracts';
import type { RecordField } from './record-field-input';

/**
 * The files a RecordModal's image fields hold and their messages: one a new record must have
 * (`requiredOnCreate`), and the server's under each.
 */
export function useRecordImages(imageFields: readonly RecordField[], creating: boolean) {
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string | undefined>>({});

  const pick = (name: string, file: File | null) => {
    setFiles((prev) => ({ ...prev, [name]: file }));
    setFileErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  /** Shows which required images are missing; true when none is. */
  const checkRequired = (): boolean => {
    const missing = Object.fromEntries(
      imageFields.map((f) => [
        f.name,
        creating && f.requiredOnCreate && !files[f.name] ? requiredMessage(f.name) : undefined,
      ]),
    );
    setFileErrors(missing);
    return !Object.values(missing).some(Boolean);
  };

  const showServerErrors = (fields: Readonly<Record<string, string>>) =>
    setFileErrors(Object.fromEntries(imageFields.map((f) => [f.name, fields[f.name]])));

  return { files, fileErrors, pick, checkRequired, showServerErrors };
}
