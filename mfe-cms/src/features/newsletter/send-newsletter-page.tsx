import { useState, type FormEvent } from 'react';
import { toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import { Spinner, toastFailure } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors } from '@voltdesk/app-core/forms';
import { RichTextEditor } from '@voltdesk/app-core/editor';
import { Card, PageHeader } from '../../shared/page';
import { useCmsSendNewsletterMutation } from './newsletter-api';

/** Send newsletter (spec section 2): subject and rich-text message; the form resets after success. */
export default function SendNewsletterPage() {
  useDocumentTitle('Send Newsletter');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [send, sending] = useCmsSendNewsletterMutation();
  const { errors, validate, showServerErrors, clearField, reset } = useFormErrors('content.newsletter.send');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { subject: subject.trim(), message };
    if (!validate(body)) return;
    const result = await send(body);
    if ('error' in result) {
      if (Object.keys(showServerErrors(result.error).fields).length === 0) toastFailure(result.error);
      return;
    }
    toastSuccess(result.data.message ?? 'Newsletter queued.');
    setSubject('');
    setMessage('');
    reset();
  };

  return (
    <div className="cms-screen">
      <PageHeader title="Send Newsletter" />
      <Card>
        <form onSubmit={onSubmit} noValidate className="cms-fields">
          <TextField
            label="Subject"
            name="subject"
            value={subject}
            onChange={(v) => {
              setSubject(v);
              clearField('subject');
            }}
            error={errors.subject}
          />
          <RichTextEditor
            label="Message"
            value={message}
            onChange={(html) => {
              setMessage(html);
              clearField('message');
            }}
            error={errors.message}
          />
          <div className="cms-form-actions">
            <button type="submit" className="vd-btn" disabled={sending.isLoading}>
              {sending.isLoading ? <Spinner light label="Sending" /> : null}
              Send
            </button>
          </div>
        </form>
      </Card>
    </div>
  );
}
