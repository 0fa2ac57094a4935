import { useState, type FormEvent } from 'react';
import { normalizeError, TOAST_TEXT, toastError, toastSuccess } from '@voltdesk/app-core';
import { useSiteContactMutation } from '../../shared/site-api';
import { checkFields, CONTACT_RULES, trimmed } from '../../shared/form-rules';
import { TextInput } from '../../shared/text-input';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/**
 * Contact form (spec "Contact"): name, e-mail, phone, message, all required. 'Message sent successfully.'
 * then the form resets; 'Message is not sent.' with the server's first message under each field.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [send, { isLoading }] = useSiteContactMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields(CONTACT_RULES, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await send(trimmed(values)).unwrap();
      toastSuccess(TOAST_TEXT.messageSent);
      setValues(EMPTY);
    } catch (error) {
      setErrors(normalizeError(error as Parameters<typeof normalizeError>[0]).fields);
      toastError(TOAST_TEXT.messageNotSent);
    }
  };

  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  return (
    <form className="vs-form" onSubmit={onSubmit} noValidate aria-labelledby="vs-contact-form-title">
      <h2 id="vs-contact-form-title" className="vs-section__title">
        Send us a message
      </h2>
      <div className="vs-form__grid">
        <TextInput
          id="ct-name"
          label="Name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          autoComplete="name"
        />
        <TextInput
          id="ct-email"
          label="E-mail"
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="email"
        />
        <TextInput
          id="ct-phone"
          label="Phone"
          type="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          autoComplete="tel"
        />
      </div>
      <TextInput
        id="ct-message"
        label="Message"
        multiline
        value={values.message}
        onChange={set('message')}
        error={errors.message}
      />
      <button type="submit" className="vs-btn vs-btn--primary vs-btn--lg" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
