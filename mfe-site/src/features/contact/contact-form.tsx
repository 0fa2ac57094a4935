import { TOAST_TEXT } from '@voltdesk/app-core';
import { useSiteContactMutation } from '../../shared/site-api';
import { CONTACT_RULES } from '../../shared/form-rules';
import { TextInput } from '../../shared/text-input';
import { usePublicForm } from '../../shared/use-public-form';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/**
 * Contact form (spec "Contact"): name, e-mail, phone, message, all required. 'Message sent successfully.'
 * then the form resets; 'Message is not sent.' with the server's first message under each field.
 */
export function ContactForm() {
  const [send, { isLoading }] = useSiteContactMutation();
  const { onSubmit, field, formRef, ready } = usePublicForm(
    EMPTY,
    CONTACT_RULES,
    (body) => send(body).unwrap(),
    {
      sent: TOAST_TEXT.messageSent,
      failed: TOAST_TEXT.messageNotSent,
    },
  );

  return (
    <form
      ref={formRef}
      className="vs-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="vs-contact-form-title"
    >
      <h2 id="vs-contact-form-title" className="vs-section__title">
        Send us a message
      </h2>
      <div className="vs-form__grid">
        <TextInput id="ct-name" label="Name" {...field('name')} autoComplete="name" />
        <TextInput id="ct-email" label="E-mail" type="email" {...field('email')} autoComplete="email" />
        <TextInput id="ct-phone" label="Phone" type="tel" {...field('phone')} autoComplete="tel" />
      </div>
      <TextInput id="ct-message" label="Message" multiline {...field('message')} />
      <button type="submit" className="vs-btn vs-btn--primary vs-btn--lg" disabled={!ready || isLoading}>
        {isLoading ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
