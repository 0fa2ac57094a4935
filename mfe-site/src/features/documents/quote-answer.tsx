import { useState, type FormEvent } from 'react';
import { normalizeError, toastSuccess } from '@voltdesk/app-core';
import { CUSTOMER_DOCUMENT_MESSAGES as WORDS, type CustomerDocumentView } from '@voltdesk/contracts';
import { useHydrated } from '../../shared/use-hydrated';
import { documentDate } from './document-sheet';
import { useSiteAcceptQuoteMutation, useSiteDeclineQuoteMutation } from './documents-api';

type Quote = NonNullable<CustomerDocumentView['quote']>;

/** A field's first message, tied to its control by `aria-describedby`. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="vs-field__error">
      {error}
    </p>
  ) : null;
}

/** The outcome of a send: the server's message for the page, its field messages for the form. */
function useAnswer<T>(send: (body: T) => Promise<{ message?: string }>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (body: T, local: Record<string, string>) => {
    setErrors(local);
    setRefusal(null);
    if (Object.keys(local).length) return;
    try {
      const answer = await send(body);
      if (answer.message) toastSuccess(answer.message);
    } catch (error) {
      const e = normalizeError(error as Parameters<typeof normalizeError>[0]);
      setErrors(e.fields);
      if (!Object.keys(e.fields).length) {
        setRefusal(e.message ?? 'Your answer could not be sent. Please try again.');
      }
    }
  };
  return { errors, refusal, run };
}

/**
 * The form's fields as the page holds them. The page is drawn on the server and the fields are left to
 * the browser (uncontrolled): what a customer types before the script has taken over the page is what is
 * sent. Held in React state, it was kept on screen but sent empty ("type your name" under a typed name).
 * The site's other forms keep their fields in state and take what was typed at hydration instead
 * (`useTypedBeforeHydration`), which reads text only: these forms need no state, and one has a tick box.
 */
function fieldOf<F extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(
  event: FormEvent<HTMLFormElement>,
  name: string,
): F {
  return event.currentTarget.elements.namedItem(name) as F;
}

function AcceptForm({ token }: { token: string }) {
  const [accept, { isLoading }] = useSiteAcceptQuoteMutation();
  const ready = useHydrated();
  const { errors, refusal, run } = useAnswer((body: { token: string; name: string; agree: true }) =>
    accept(body).unwrap(),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = fieldOf(event, 'name').value.trim();
    const local: Record<string, string> = {};
    if (name.length < 2) local.name = WORDS.name;
    if (!fieldOf(event, 'agree').checked) local.agree = WORDS.agree;
    void run({ token, name, agree: true }, local);
  };
  return (
    <form className="vs-form vs-doc__answer" onSubmit={onSubmit} noValidate aria-labelledby="vs-accept-title">
      <h2 id="vs-accept-title" className="vs-section__title">
        Accept the quote
      </h2>
      <div className="vs-field">
        <label className="vs-label" htmlFor="dq-name">
          Your full name <span aria-hidden="true">*</span>
        </label>
        <input
          id="dq-name"
          name="name"
          className={`vs-input${errors.name ? ' vs-input--invalid' : ''}`}
          autoComplete="name"
          aria-required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'dq-name-error' : undefined}
        />
        <FieldError id="dq-name-error" error={errors.name} />
      </div>
      <div className="vs-field">
        <label className="vs-doc__agree">
          <input
            type="checkbox"
            name="agree"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? 'dq-agree-error' : undefined}
          />{' '}
          I agree to the terms of this quote, including its notes.
        </label>
        <FieldError id="dq-agree-error" error={errors.agree} />
      </div>
      {refusal ? (
        <p role="alert" className="vs-field__error">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="vs-btn vs-btn--primary" disabled={!ready || isLoading}>
        {isLoading ? 'Sending…' : 'Accept the quote'}
      </button>
    </form>
  );
}

function DeclineForm({ token }: { token: string }) {
  const [decline, { isLoading }] = useSiteDeclineQuoteMutation();
  const ready = useHydrated();
  const { errors, refusal, run } = useAnswer((body: { token: string; reason: string }) =>
    decline(body).unwrap(),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = fieldOf<HTMLTextAreaElement>(event, 'reason').value.trim();
    void run({ token, reason }, reason ? {} : { reason: WORDS.reason });
  };
  return (
    <form
      className="vs-form vs-doc__answer"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="vs-decline-title"
    >
      <h2 id="vs-decline-title" className="vs-section__title">
        Decline the quote
      </h2>
      <div className="vs-field">
        <label className="vs-label" htmlFor="dq-reason">
          Why are you declining? <span aria-hidden="true">*</span>
        </label>
        <textarea
          id="dq-reason"
          name="reason"
          rows={3}
          maxLength={500}
          className={`vs-input${errors.reason ? ' vs-input--invalid' : ''}`}
          aria-required
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'dq-reason-error' : undefined}
        />
        <FieldError id="dq-reason-error" error={errors.reason} />
      </div>
      {refusal ? (
        <p role="alert" className="vs-field__error">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="vs-btn vs-btn--dark" disabled={!ready || isLoading}>
        {isLoading ? 'Sending…' : 'Decline the quote'}
      </button>
    </form>
  );
}

/**
 * What the customer can do with the quote: accept it (typed name and a tick) or decline it (a reason)
 * while it is Open; afterwards what they answered, and the invoice it became.
 */
export function QuoteAnswer({ quote, token }: { quote: Quote; token: string }) {
  const invoice = quote.invoice_token ? (
    <p>
      <a
        className="vs-btn vs-btn--primary"
        href={`/document?token=${encodeURIComponent(quote.invoice_token)}`}
      >
        View the invoice
      </a>
    </p>
  ) : null;
  if (quote.answer) {
    const { decision, at, name, reason } = quote.answer;
    return (
      <section className="vs-doc__answered" aria-label="Your answer" role="status">
        <p>
          {decision === 'accepted'
            ? `You accepted this quote on ${documentDate(at)} as ${name ?? ''}.`
            : `You declined this quote on ${documentDate(at)}: ${reason ?? ''}`}
        </p>
        {invoice}
      </section>
    );
  }
  if (!quote.can_answer) {
    return (
      <section className="vs-doc__answered" role="status">
        <p>{quote.status === 'Expired' ? WORDS.expired : WORDS.notOpen}</p>
        {invoice}
      </section>
    );
  }
  return (
    <div className="vs-doc__answers">
      <AcceptForm token={token} />
      <DeclineForm token={token} />
    </div>
  );
}
