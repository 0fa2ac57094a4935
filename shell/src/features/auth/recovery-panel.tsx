import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './login-page.css';

interface RecoveryPanelProps {
  id: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** The server's confirmation; once set, it replaces the form. */
  done: string | null;
  /** Shown above the fields (a lockout, a used link). */
  alert: ReactNode;
  /** Why the form cannot work at all (a used link): shown instead of the form. */
  refused?: ReactNode;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}

/** The card of the password recovery pages (forgot, reset): the form until it is done, then what happened. */
export function RecoveryPanel({
  id,
  title,
  onSubmit,
  done,
  alert,
  refused,
  submitLabel,
  busy,
  children,
}: RecoveryPanelProps) {
  return (
    <main className="vd-login">
      <form className="vd-login__card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="vd-login__title">
          {title}
        </h1>
        {done ? (
          <div className="vd-login__notice" role="status">
            {done}
          </div>
        ) : refused ? (
          <div className="vd-login__alert" role="alert">
            {refused}
          </div>
        ) : (
          <>
            {alert ? (
              <div className="vd-login__alert" role="alert">
                {alert}
              </div>
            ) : null}
            {children}
            <button type="submit" className="vd-login__submit" disabled={busy} aria-busy={busy}>
              {submitLabel}
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
