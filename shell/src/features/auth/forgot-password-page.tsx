import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { normalizeError, useDocumentTitle } from '@voltdesk/app-core';
import { useForgotPasswordMutation } from './auth-api';
import { PanelField } from './panel-field';
import './login-page.css';

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
    <main className="vd-login">
      <form className="vd-login__card" onSubmit={onSubmit} noValidate aria-labelledby="vd-forgot-title">
        <h1 id="vd-forgot-title" className="vd-login__title">
          Forgot password
        </h1>
        {sent ? (
          <div className="vd-login__notice" role="status">
            {sent}
          </div>
        ) : (
          <>
            <p>
              Enter the e-mail address of your admin account and we will send you a link to choose a new
              password.
            </p>
            {alert ? (
              <div className="vd-login__alert" role="alert">
                {alert}
              </div>
            ) : null}
            <PanelField
              id="vd-forgot-email"
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={setEmail}
              error={error}
            />
            <button type="submit" className="vd-login__submit" disabled={isLoading} aria-busy={isLoading}>
              Send reset link
            </button>
          </>
        )}
        <p className="vd-login__aside">
          <Link to="/login">Back to login</Link>
        </p>
      </form>
    </main>
  );
}
