import { Spinner } from '@voltdesk/app-core/ui';

interface NewsletterActionsProps {
  onPreview: () => void;
  previewing: boolean;
  onTest: () => void;
  testing: boolean;
  /** The newsletter is being queued: Send (the form's submit) waits. */
  sending: boolean;
}

/** Under the newsletter: Preview, Send test to me, and Send (which submits the form). */
export function NewsletterActions({
  onPreview,
  previewing,
  onTest,
  testing,
  sending,
}: NewsletterActionsProps) {
  return (
    <div className="cms-form-actions">
      <button type="button" className="vd-btn vd-btn--ghost" onClick={onPreview} disabled={previewing}>
        {previewing ? <Spinner label="Rendering" /> : null}
        Preview
      </button>
      <button type="button" className="vd-btn vd-btn--ghost" onClick={onTest} disabled={testing}>
        {testing ? <Spinner label="Sending the test" /> : null}
        Send test to me
      </button>
      <button type="submit" className="vd-btn" disabled={sending}>
        Send
      </button>
    </div>
  );
}
