import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { normalizeError } from '@voltdesk/app-core';
import { documentsApi } from './documents-api';
import { goToPaymentPage } from './pay-navigation';
import { useSiteOnlinePaymentStatusQuery, useSiteStartOnlinePaymentMutation } from './pay-api';

/** How often the page asks again while Stripe's confirmation of a payment is on its way. */
const CONFIRM_POLL_MS = 2000;

const pounds = (n: number) => `£${n.toFixed(2)}`;

export const PAY_WORDS = {
  heading: 'Pay online',
  intro:
    'Pay securely by card. You will be taken to Stripe, our card payment provider, and brought back here.',
  button: (due: number) => `Pay ${pounds(due)} by card`,
  opening: 'Opening the card payment page…',
  confirming: 'Thank you: your payment is being confirmed. This page updates by itself.',
  paid: 'Thank you: your card payment has been received.',
  cancelled: 'The card payment was cancelled: nothing was taken. You can pay below, or by bank transfer.',
  failed: 'The card payment page could not be opened. Please try again, or pay by bank transfer.',
} as const;

/**
 * The invoice page's Pay button (online card payment through Stripe Checkout), and what the page says when
 * the customer comes back (`?payment=paid|cancelled`). Nothing shows while svc-pos has no Stripe keys: the
 * invoice's bank details are the way to pay then. After a payment the page asks until Stripe's webhook has
 * recorded it, then reads the document again so it shows paid.
 */
export function PayOnline({ token }: { token: string }) {
  const [params] = useSearchParams();
  const returned = params.get('payment');
  const dispatch = useDispatch();
  const refreshed = useRef(false);
  const [start, { isLoading }] = useSiteStartOnlinePaymentMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Back from Stripe: asked again until the webhook has recorded the payment (nothing left due).
  const [settledOnce, setSettledOnce] = useState(false);
  const status = useSiteOnlinePaymentStatusQuery(token, {
    pollingInterval: returned === 'paid' && !settledOnce ? CONFIRM_POLL_MS : 0,
  });
  const data = status.data;
  const settled = Boolean(data && data.due === 0);
  if (settled && !settledOnce) setSettledOnce(true);

  useEffect(() => {
    if (returned !== 'paid' || !settled || refreshed.current) return;
    refreshed.current = true;
    // The payment is recorded: the document above shows it paid once read again.
    dispatch(documentsApi.util.invalidateTags(['CustomerDocument']));
  }, [returned, settled, dispatch]);

  if (!data) return null;
  const pay = async () => {
    setRefusal(null);
    try {
      const session = await start(token).unwrap();
      goToPaymentPage(session.data.url);
    } catch (error) {
      setRefusal(normalizeError(error as Parameters<typeof normalizeError>[0]).message ?? PAY_WORDS.failed);
    }
  };
  const notice =
    returned === 'paid'
      ? settled
        ? PAY_WORDS.paid
        : PAY_WORDS.confirming
      : returned === 'cancelled' && !settled
        ? PAY_WORDS.cancelled
        : null;
  const payable = data.enabled && data.due > 0 && returned !== 'paid';
  if (!payable && !notice) return null;
  return (
    <section className="vs-doc__pay" aria-label={PAY_WORDS.heading}>
      {notice ? (
        <p className="vs-alert" role="status">
          {notice}
        </p>
      ) : null}
      {payable ? (
        <>
          <h2 className="vs-section__title">{PAY_WORDS.heading}</h2>
          <p>{PAY_WORDS.intro}</p>
          <button type="button" className="vs-btn" onClick={() => void pay()} disabled={isLoading}>
            {isLoading ? PAY_WORDS.opening : PAY_WORDS.button(data.due)}
          </button>
          {refusal ? (
            <p className="vs-field__error" role="alert">
              {refusal}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
