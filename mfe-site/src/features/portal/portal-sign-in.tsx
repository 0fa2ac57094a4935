import { useState } from 'react';
import { normalizeError } from '@voltdesk/app-core';
import { PORTAL_MESSAGES, PORTAL_SIGN_IN_MINUTES } from '@voltdesk/contracts';
import { usePortalRequestLinkMutation, usePortalSignInMutation } from './portal-api';

/**
 * Asks for a sign-in link from a document link (`/portal?link=<token>`, the document page's "See all your
 * documents"). No address is typed: the mail goes to the one on the customer's record, and the answer is
 * the same whether there is one or not.
 */
export function RequestSignInLink({ link }: { link: string }) {
  const [send, { isLoading }] = usePortalRequestLinkMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    setError(null);
    try {
      const res = await send({ link }).unwrap();
      setSent(res.message ?? PORTAL_MESSAGES.linkSent);
    } catch (e) {
      const err = normalizeError(e as Parameters<typeof normalizeError>[0]);
      setError(err.fields.link ?? err.message ?? 'The link could not be sent. Please try again.');
    }
  };
  return (
    <section className="vs-portal__panel" aria-labelledby="vs-portal-request">
      <h2 id="vs-portal-request" className="vs-section__title">
        See all your documents
      </h2>
      <p>
        We can e-mail you a sign-in link to the address we have for you. It works once, for{' '}
        {PORTAL_SIGN_IN_MINUTES} minutes, and opens a page with all your quotes, invoices and payments.
      </p>
      {sent ? (
        <p className="vs-portal__note" role="status">
          {sent}
        </p>
      ) : (
        <button type="button" className="vs-btn vs-btn--primary" onClick={ask} disabled={isLoading}>
          E-mail me a sign-in link
        </button>
      )}
      {error ? (
        <p className="vs-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The mailed link's landing (`/portal?signin=<token>`): signing in takes a press of the button, so a mail
 * scanner that opens links never spends the customer's single-use link.
 */
export function SignInWithLink({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const [signIn, { isLoading }] = usePortalSignInMutation();
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setError(null);
    try {
      await signIn({ token }).unwrap();
      onSignedIn();
    } catch (e) {
      const err = normalizeError(e as Parameters<typeof normalizeError>[0]);
      setError(err.fields.token ?? err.message ?? PORTAL_MESSAGES.signInInvalid);
    }
  };
  return (
    <section className="vs-portal__panel" aria-labelledby="vs-portal-sign-in">
      <h2 id="vs-portal-sign-in" className="vs-section__title">
        Open your account
      </h2>
      <p>Your sign-in link is ready. It works once.</p>
      <button type="button" className="vs-btn vs-btn--primary" onClick={open} disabled={isLoading}>
        Open my account
      </button>
      {error ? (
        <p className="vs-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
