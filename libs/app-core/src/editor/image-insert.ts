import { useState } from 'react';
import { imageAddressProblem } from './urls';
import type { EditorImage, EditorImageSource } from './types';

const ALT_REQUIRED = 'Describe the image for people who cannot see it.';

/**
 * What the image panel holds (an address, or a file to upload, and the alt text) and how it inserts:
 * an upload when a file is chosen and the host can store it, else the address; both need alt text.
 */
export function useImageInsert(
  source: EditorImageSource | undefined,
  onInsert: (image: EditorImage) => void,
) {
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ url?: string; alt?: string; file?: string }>({});

  const insert = async () => {
    const altText = alt.trim();
    const altProblem = altText ? undefined : ALT_REQUIRED;
    if (file && source?.upload) {
      setErrors({ alt: altProblem });
      if (altProblem) return;
      setBusy(true);
      try {
        onInsert(await source.upload(file, altText));
      } catch (e) {
        setErrors({ file: e instanceof Error ? e.message : 'The image could not be uploaded.' });
        setBusy(false);
      }
      return;
    }
    const address = url.trim();
    const urlProblem = imageAddressProblem(address);
    setErrors({ url: urlProblem, alt: altProblem });
    if (!urlProblem && !altProblem) onInsert({ url: address, alt: altText });
  };

  const choose = (image: EditorImage) => {
    setUrl(image.url);
    setAlt(image.alt);
    setFile(null);
  };

  return { url, setUrl, alt, setAlt, file, setFile, busy, errors, insert, choose };
}
