import { useState, type FormEvent } from 'react';
import { normalizeError, useDocumentTitle } from '@voltdesk/app-core';
import { useForgotPasswordMutation } from './auth-api';
import { AccountEmailField } from './panel-field';
import { RecoveryPanel } from './recovery-panel';

/**
 * Login > "Forgot password?": asks for the e-mail and says what happens next. The answer is the same for
 * every address, so the page never tells whether an account exists.
 */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [send, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setAlert(null);
    const result = await send({ email: email.trim() });
    if ('data' in result && result.data) {
      setSent(result.data.message ?? null);
      return;
    }
    const failure = normalizeError(result.error);
    if (failure.fields.email) setError(failure.fields.email);
    else setAlert(failure.message ?? 'Something went wrong! Please try again.');
  };

  return (
    <RecoveryPanel
      id="vd-forgot"
      title="Forgot password"
      onSubmit={onSubmit}
      done={sent}
      alert={alert}
      submitLabel="Send reset link"
      busy={isLoading}
    >
      <p>
        Enter the e-mail address of your admin account and we will send you a link to choose a new password.
      </p>
      <AccountEmailField id="vd-forgot-email" value={email} onChange={setEmail} error={error} />
    </RecoveryPanel>
  );
}
