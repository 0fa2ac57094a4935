import { LEAD_MESSAGES, MIN_LEAD_FORM_SECONDS } from '@voltdesk/contracts';
import { ValidationError } from '@voltdesk/service-kit';
import { FORM_TOKEN_TTL_SECONDS, type LeadFormTokenDoc } from './model';

/**
 * The spam rules of the request form, without a third-party script: a honeypot field people never see,
 * a form sent no sooner than a person could fill it in (from the token svc-pos issued when it opened),
 * and (in the service) a few requests an hour per client address. Each refusal says what to do.
 */
export function checkHoneypot(website: string | undefined): void {
  if (website && website.trim() !== '') {
    throw new ValidationError({ website: [LEAD_MESSAGES.honeypot] });
  }
}

/** @throws ValidationError on `form_token` for an unknown or expired token, or one used too soon. */
export function checkFormAge(token: LeadFormTokenDoc | null, now: Date): void {
  const age = token ? (now.getTime() - token.issued_at.getTime()) / 1000 : Infinity;
  if (!token || age > FORM_TOKEN_TTL_SECONDS) {
    throw new ValidationError({ form_token: [LEAD_MESSAGES.formExpired] });
  }
  if (age < MIN_LEAD_FORM_SECONDS) {
    throw new ValidationError({ form_token: [LEAD_MESSAGES.tooFast] });
  }
}
