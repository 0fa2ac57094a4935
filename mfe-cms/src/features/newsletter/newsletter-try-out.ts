import { useState } from 'react';
import { toastSuccess } from '@voltdesk/app-core';
import { messageOf, notifyEndpoints, type NewsletterPreviewView } from '@voltdesk/contracts';
import type { toastFailure } from '@voltdesk/app-core/ui';
import { useNewsletterPreviewMutation, useNewsletterTestMutation } from './newsletter-api';

/** The newsletter being written, as Preview and Send test to me take it. */
interface Draft {
  subject: string;
  message: string;
}

interface TryOutOptions {
  /** The draft as it stands, checked against the contract (its messages under the fields) when not valid. */
  draft: () => Draft | null;
  /** Shows why a call failed. */
  fail: (error: Parameters<typeof toastFailure>[0]) => void;
}

/**
 * Trying a newsletter before it goes: Preview renders it as subscribers will see it (until the draft is
 * edited again), Send test to me mails it to the signed-in admin only.
 */
export function useNewsletterTryOut({ draft, fail }: TryOutOptions) {
  const [preview, setPreview] = useState<NewsletterPreviewView | null>(null);
  const [renderPreview, previewing] = useNewsletterPreviewMutation();
  const [sendTest, testing] = useNewsletterTestMutation();

  const onPreview = async () => {
    const body = draft();
    if (!body) return;
    const result = await renderPreview(body);
    if ('error' in result) return fail(result.error);
    setPreview(result.data);
  };

  const onTest = async () => {
    const body = draft();
    if (!body) return;
    const result = await sendTest(body);
    if ('error' in result) return fail(result.error);
    toastSuccess(
      result.data.message ?? messageOf(notifyEndpoints.newsletterTest, { to: result.data.data.to }),
    );
  };

  return {
    preview,
    edited: () => setPreview(null),
    onPreview,
    onTest,
    previewing: previewing.isLoading,
    testing: testing.isLoading,
  };
}
