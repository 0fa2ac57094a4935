import { useState } from 'react';
import { TOAST_TEXT } from '@voltdesk/app-core';
import { useSiteSubscribeMutation } from './site-api';
import { NEWSLETTER_RULES } from './form-rules';
import { TextInput } from './text-input';
import { usePublicForm } from './use-public-form';

const EMPTY = { name: '', email: '' };

/**
 * Newsletter sign-up (spec "Landing"): name and e-mail, both required. Success toasts 'Thanks for
 * subscribe.' and says a confirmation mail was sent (double opt-in, docs/architecture.md section 3); failure
 * toasts 'Somting went wrong.' (the spec's spelling) and shows the server's first message under each field.
 */
export function NewsletterForm({ title, description }: { title?: string; description?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [subscribe, { isLoading }] = useSiteSubscribeMutation();
  const { onSubmit, field, formRef, ready } = usePublicForm(
    EMPTY,
    NEWSLETTER_RULES,
    async (body) => {
      await subscribe(body).unwrap();
      setSentTo(body.email);
    },
    { sent: TOAST_TEXT.subscribed, failed: TOAST_TEXT.subscribeFailed },
  );

  return (
    <section className="vs-newsletter" aria-labelledby="vs-newsletter-title">
      <div className="vs-container vs-newsletter__inner">
        <div className="vs-newsletter__text">
          <h2 id="vs-newsletter-title" className="vs-section__title">
            {title ?? 'Subscribe to our newsletter'}
          </h2>
          <p>{description ?? 'Seasonal safety tips, offers and news, straight to your inbox.'}</p>
        </div>
        <form
          ref={formRef}
          className="vs-newsletter__form"
          onSubmit={onSubmit}
          noValidate
          aria-label="Newsletter sign-up"
        >
          <TextInput id="nl-name" label="Your name" {...field('name')} autoComplete="name" />
          <TextInput
            id="nl-email"
            label="Your e-mail"
            type="email"
            {...field('email')}
            autoComplete="email"
          />
          <button type="submit" className="vs-btn vs-btn--primary" disabled={!ready || isLoading}>
            {isLoading ? 'Subscribing…' : 'Subscribe'}
          </button>
          <p className="vs-newsletter__note" role="status">
            {sentTo
              ? `Thanks! We have sent a confirmation e-mail to ${sentTo}. Please open it and confirm your subscription.`
              : ''}
          </p>
        </form>
      </div>
    </section>
  );
}
