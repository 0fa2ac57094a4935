import { useEffect, useState, type FormEvent } from 'react';
import { LEAD_MESSAGES, type LeadDay } from '@voltdesk/contracts';
import { normalizeError, toastError, toastSuccess } from '@voltdesk/app-core';
import { useHydrated } from '../../shared/use-hydrated';
import { useTypedBeforeHydration } from '../../shared/use-typed-before-hydration';
import {
  checkRequest,
  DAYS,
  EMPTY_TEXTS,
  requestBody,
  TEXT_FIELDS,
  type RequestTexts,
} from './request-form-model';
import { useSiteLeadFormTokenMutation, useSiteRequestVisitMutation } from './request-visit-api';

/**
 * The form's token from svc-pos, asked once the page has hydrated (the server never asks: a rendered
 * page may be cached and served to many visitors), and again after each request sent (a token sends one).
 */
function useFormToken(hydrated: boolean) {
  const [ask, result] = useSiteLeadFormTokenMutation();
  useEffect(() => {
    if (hydrated) void ask();
  }, [hydrated, ask]);
  const renew = () => {
    result.reset();
    void ask();
  };
  return { token: result.data ?? '', failure: result.error, renew };
}

/**
 * The request form's state and submit: checked with the contract's schema first (svc-pos's words under each
 * field), then sent as multipart; svc-pos's refusals (spam rules included) land under their fields.
 */
export function useRequestForm(initialService: string | undefined) {
  const [texts, setTexts] = useState<RequestTexts>(EMPTY_TEXTS);
  // Until the visitor picks a service, the one they came for (known once the services load) is shown.
  const [serviceChosen, setServiceChosen] = useState(false);
  const [days, setDays] = useState<LeadDay[]>([]);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();
  const { token, failure, renew } = useFormToken(hydrated);
  const [send, { isLoading }] = useSiteRequestVisitMutation();
  // A new key empties the file input (its files cannot be set from script).
  const [photoKey, setPhotoKey] = useState(0);
  const service = serviceChosen || texts.service ? texts.service : (initialService ?? '');
  const values = { ...texts, service };

  const formRef = useTypedBeforeHydration(TEXT_FIELDS, setTexts);
  const set = (name: keyof RequestTexts) => (value: string) => {
    if (name === 'service') setServiceChosen(true);
    setTexts((t) => ({ ...t, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const toggleDay = (day: LeadDay) =>
    setDays((now) =>
      now.includes(day) ? now.filter((d) => d !== day) : DAYS.filter((d) => d === day || now.includes(d)),
    );
  const pickPhotos = (files: File[]) => {
    setPhotos(files);
    setErrors(({ photos: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkRequest(values, days, photos, token);
    setErrors(found);
    if (Object.keys(found).length) return toastError('Please check the form.');
    try {
      await send(requestBody(values, days, photos, token)).unwrap();
      toastSuccess(LEAD_MESSAGES.sent);
      setSent(true);
      setTexts(EMPTY_TEXTS);
      setDays([]);
      setPhotos([]);
      setPhotoKey((k) => k + 1);
      renew();
    } catch (error) {
      const e = normalizeError(error as Parameters<typeof normalizeError>[0]);
      setErrors({ ...e.fields, ...(e.status === 429 && e.message ? { form: e.message } : {}) });
      toastError(e.status === 422 ? 'Please check the form.' : (e.message ?? 'Your request was not sent.'));
    }
  };

  const opened = failure ? 'The form could not be opened. Please reload the page.' : undefined;
  const shownErrors = opened && !errors.form ? { ...errors, form: opened } : errors;
  return {
    ...{ values, set, days, toggleDay, photos, pickPhotos, photoKey, errors: shownErrors },
    ...{ sent, formRef, onSubmit, ready: hydrated && token !== '', isLoading },
  };
}
