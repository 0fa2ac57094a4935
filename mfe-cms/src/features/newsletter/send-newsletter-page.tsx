import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { newIdempotencyKey, toastSuccess, useDocumentTitle, type IdempotencyKey } from '@voltdesk/app-core';
import type { NewsletterPreviewView } from '@voltdesk/contracts';
import { Spinner, toastFailure } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors, useSubmitOnce } from '@voltdesk/app-core/forms';
import { RichTextEditor } from '@voltdesk/app-core/editor';
import { Card, PageHeader } from '../../shared/page';
import {
  useNewsletterPreviewMutation,
  useNewsletterTestMutation,
  useSendNewsletterMutation,
} from './newsletter-api';
import { SendConfirmDialog } from './send-confirm-dialog';
import { NewsletterPreview } from './newsletter-preview';

/**
 * Send newsletter (spec section 2), as a mail tool does it: subject and rich-text message; Preview shows
 * the mail as subscribers will see it; "Send test to me" mails it to the signed-in admin only; Send asks
 * first, saying how many subscribers it reaches, then opens the newsletter's delivery screen. One
 * `Idempotency-Key` per confirm dialog: a double click, or a retry after a lost answer, queues one.
 */
export default function SendNewsletterPage() {
  useDocumentTitle('Send Newsletter');
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [preview, setPreview] = useState<NewsletterPreviewView | null>(null);
  const [confirmKey, setConfirmKey] = useState<IdempotencyKey | null>(null);
  const [send, sending] = useSendNewsletterMutation();
  const [renderPreview, previewing] = useNewsletterPreviewMutation();
  const [sendTest, testing] = useNewsletterTestMutation();
  const { errors, validate, showServerErrors, clearField } = useFormErrors('content.newsletter.send');
  const submitOnce = useSubmitOnce();

  const draft = () => ({ subject: subject.trim(), message });
  /** A failure naming fields shows under them; anything else is a toast. */
  const fail = (error: Parameters<typeof toastFailure>[0]) => {
    if (Object.keys(showServerErrors(error).fields).length === 0) toastFailure(error);
  };
  const edited = () => setPreview(null);

  const onPreview = async () => {
    const body = draft();
    if (!validate(body)) return;
    const result = await renderPreview(body);
    if ('error' in result) return fail(result.error);
    setPreview(result.data);
  };

  const onTest = async () => {
    const body = draft();
    if (!validate(body)) return;
    const result = await sendTest(body);
    if ('error' in result) return fail(result.error);
    toastSuccess(result.data.message ?? `Test e-mail sent to ${result.data.data.to}.`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate(draft())) return;
    setConfirmKey(newIdempotencyKey());
  };

  const onConfirm = () =>
    submitOnce(async () => {
      if (!confirmKey) return false;
      const result = await send({ request: draft(), idempotencyKey: confirmKey });
      if ('error' in result) {
        setConfirmKey(null);
        fail(result.error);
        return false;
      }
      toastSuccess(result.data.message ?? 'Newsletter queued.');
      navigate(`/admin/newsletterDelivery/${result.data.data.id}`);
      return true;
    });

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
              edited();
            }}
            error={errors.subject}
          />
          <RichTextEditor
            label="Message"
            value={message}
            onChange={(html) => {
              setMessage(html);
              clearField('message');
              edited();
            }}
            error={errors.message}
          />
          <div className="cms-form-actions">
            <button
              type="button"
              className="vd-btn vd-btn--ghost"
              onClick={onPreview}
              disabled={previewing.isLoading}
            >
              {previewing.isLoading ? <Spinner label="Rendering" /> : null}
              Preview
            </button>
            <button
              type="button"
              className="vd-btn vd-btn--ghost"
              onClick={onTest}
              disabled={testing.isLoading}
            >
              {testing.isLoading ? <Spinner label="Sending the test" /> : null}
              Send test to me
            </button>
            <button type="submit" className="vd-btn" disabled={sending.isLoading}>
              Send
            </button>
          </div>
        </form>
      </Card>
      {preview ? <NewsletterPreview preview={preview} /> : null}
      <SendConfirmDialog
        open={confirmKey !== null}
        subject={subject.trim()}
        busy={sending.isLoading}
        onConfirm={onConfirm}
        onCancel={() => setConfirmKey(null)}
      />
    </div>
  );
}
