import { useEffect } from 'react';
import { Modal, Spinner } from '@voltdesk/app-core/ui';
import { useLazyNewsletterAudienceQuery } from './newsletter-api';

export interface SendConfirmDialogProps {
  open: boolean;
  subject: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const subscribers = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/**
 * The last step before a newsletter goes: how many confirmed subscribers it reaches, counted afresh each
 * time the dialog opens. Nobody to send to: nothing to confirm.
 */
export function SendConfirmDialog({ open, subject, busy, onConfirm, onCancel }: SendConfirmDialogProps) {
  const [count, audience] = useLazyNewsletterAudienceQuery();
  useEffect(() => {
    if (open) void count();
  }, [open, count]);
  const recipients = audience.isFetching ? undefined : audience.data?.recipients;

  let body;
  if (audience.isError && !audience.isFetching)
    body = (
      <p role="alert" className="vd-confirm__text">
        The number of subscribers could not be loaded, so the newsletter cannot be sent yet. Please try again.
      </p>
    );
  else if (recipients === undefined) body = <Spinner label="Counting subscribers" />;
  else if (recipients === 0)
    body = (
      <p className="vd-confirm__text">Nobody would receive it: there are no confirmed subscribers yet.</p>
    );
  else
    body = (
      <p className="vd-confirm__text">
        Send “{subject}” to {subscribers(recipients)}? It goes out at once and cannot be called back.
      </p>
    );

  return (
    <Modal
      open={open}
      title="Send newsletter"
      size="sm"
      onClose={busy ? () => undefined : onCancel}
      footer={
        <>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="vd-btn" onClick={onConfirm} disabled={busy || !recipients}>
            {busy ? <span className="vd-spinner vd-spinner--light" aria-hidden="true" /> : null}
            {recipients ? `Send to ${subscribers(recipients)}` : 'Send'}
          </button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
