import type { NewsletterPreviewView } from '@voltdesk/contracts';
import { Card } from '../../shared/page';
import './newsletter.css';

/**
 * The mail as svc-notify renders it for subscribers, in a sandboxed frame: its styles stay inside, and
 * nothing in it can run (the server has sanitized it as well).
 */
export function NewsletterPreview({ preview }: { preview: NewsletterPreviewView }) {
  return (
    <Card title="Preview">
      <p>
        <strong>Subject:</strong> {preview.subject}
      </p>
      <iframe
        title="Newsletter preview"
        sandbox=""
        srcDoc={preview.html}
        className="cms-newsletter-preview__frame"
      />
      <details>
        <summary>Plain-text version</summary>
        <pre className="cms-newsletter-preview__text">{preview.text}</pre>
      </details>
    </Card>
  );
}
