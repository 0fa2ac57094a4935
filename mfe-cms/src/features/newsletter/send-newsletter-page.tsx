import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { newIdempotencyKey, toastSuccess, useDocumentTitle, type IdempotencyKey } from '@voltdesk/app-core';
import { contentEndpoints, messageOf } from '@voltdesk/contracts';
import { toastFailure } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors, useSubmitOnce } from '@voltdesk/app-core/forms';
import { RichTextEditor } from '@voltdesk/app-core/editor';
import { Card, PageHeader } from '../../shared/page';
import { NewsletterActions } from './newsletter-actions';
import { useSendNewsletterMutation } from './newsletter-api';
import { useNewsletterTryOut } from './newsletter-try-out';
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
  const [confirmKey, setConfirmKey] = useState<IdempotencyKey | null>(null);
  const [send, sending] = useSendNewsletterMutation();
  const { errors, validate, showServerErrors, clearField } = useFormErrors('content.newsletter.send');
  const submitOnce = useSubmitOnce();

  const draft = () => ({ subject: subject.trim(), message });
  /** A failure naming fields shows under them; anything else is a toast. */
  const fail = (error: Parameters<typeof toastFailure>[0]) => {
    if (Object.keys(showServerErrors(error).fields).length === 0) toastFailure(error);
  };
  const checked = () => {
    const body = draft();
    return validate(body) ? body : null;
  };
  const tryOut = useNewsletterTryOut({ draft: checked, fail });
  /** An edit clears the field's message and the preview, which no longer shows the draft. */
  const edit = (field: 'subject' | 'message', set: (text: string) => void) => (text: string) => {
    set(text);
    clearField(field);
    tryOut.edited();
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
      toastSuccess(result.data.message ?? messageOf(contentEndpoints.sendNewsLetter));
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
            onChange={edit('subject', setSubject)}
            error={errors.subject}
          />
          <RichTextEditor
            label="Message"
            value={message}
            onChange={edit('message', setMessage)}
            error={errors.message}
          />
          <NewsletterActions
            onPreview={() => void tryOut.onPreview()}
            previewing={tryOut.previewing}
            onTest={() => void tryOut.onTest()}
            testing={tryOut.testing}
            sending={sending.isLoading}
          />
        </form>
      </Card>
      {tryOut.preview ? <NewsletterPreview preview={tryOut.preview} /> : null}
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
