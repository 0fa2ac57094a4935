import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  loggedIn,
  networkErrorChanged,
  normalizeError,
  selectNetworkError,
  selectSessionEndedBy,
  useAppDispatch,
  useAppSelector,
  useDocumentTitle,
} from '@voltdesk/app-core';
import { useLoginMutation } from './auth-api';
import { LoginBrand } from './login-brand';
import { LoginNotices } from './login-notices';
import { AccountEmailField, PanelField } from './panel-field';
import './login-page.css';

const REMEMBERED_EMAIL_KEY = 'rememberedEmail';

function rememberedEmail(): string {
  try {
    return localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

function rememberEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // Storage disabled: nothing to remember.
  }
}

interface LoginFeedback {
  /** Shown above the form: inactive account, not-match, lockout or an unexpected failure. */
  alert: string | null;
  email: string | null;
  password: string | null;
}

const NO_FEEDBACK: LoginFeedback = { alert: null, email: null, password: null };

/**
 * Login Panel (spec section 2). No client rule: the server's first message shows under each field, and
 * `errors.inactive` / `errors.notMatch` (or a 429 lockout message) above the form.
 */
export default function LoginPage() {
  useDocumentTitle('Login Panel');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const networkError = useAppSelector(selectNetworkError);
  const endedBy = useAppSelector(selectSessionEndedBy);
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState(rememberedEmail);
  const [password, setPassword] = useState('');
  const [checkMe, setCheckMe] = useState(() => rememberedEmail() !== '');
  const [feedback, setFeedback] = useState<LoginFeedback>(NO_FEEDBACK);
  const [tried, setTried] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(NO_FEEDBACK);
    setTried(true);
    dispatch(networkErrorChanged(false));
    const result = await login({ email: email.trim(), password });
    if ('data' in result && result.data) {
      const user = result.data;
      rememberEmail(checkMe ? email.trim() : null);
      dispatch(loggedIn({ token: user.access_token, userType: user.user_type, userId: user.id }));
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from.startsWith('/admin') ? from : '/admin', { replace: true });
      return;
    }
    const error = normalizeError(result.error);
    if (error.status === 'network') return; // the network-error flag is set by the base query
    const f = error.fields;
    setFeedback({
      alert:
        f.inactive ??
        f.notMatch ??
        (error.status === 422 ? null : (error.message ?? 'Something went wrong! Please try again.')),
      email: f.email ?? null,
      password: f.password ?? null,
    });
  };

  const sessionEnded = endedBy === 'unauthenticated' && !tried;

  return (
    <main className="vd-login">
      <form className="vd-login__card" onSubmit={onSubmit} noValidate aria-labelledby="vd-login-title">
        <LoginBrand />
        <h1 id="vd-login-title" className="vd-login__title">
          Login Panel
        </h1>
        <LoginNotices networkError={networkError} alert={feedback.alert} sessionEnded={sessionEnded} />
        <AccountEmailField id="vd-login-email" value={email} onChange={setEmail} error={feedback.email} />
        <PanelField
          id="vd-login-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={feedback.password}
        />
        <label className="vd-login__check">
          <input type="checkbox" checked={checkMe} onChange={(e) => setCheckMe(e.target.checked)} />
          Check me
        </label>
        <button type="submit" className="vd-login__submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? <span className="vd-login__spinner" role="status" aria-label="Logging in" /> : null}
          Login
        </button>
        <p className="vd-login__aside">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
      </form>
    </main>
  );
}
