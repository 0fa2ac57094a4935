const NETWORK_PROBLEM_TEXT = 'Network problem';

interface LoginNoticesProps {
  /** The last call could not reach the server. */
  networkError: boolean;
  /** Inactive account, not-match, lockout or an unexpected failure. */
  alert: string | null;
  /** The admin was sent here because their session ended (and has not tried to log in since). */
  sessionEnded: boolean;
}

/** What the Login Panel says above its fields: a network problem, why a login failed, an ended session. */
export function LoginNotices({ networkError, alert, sessionEnded }: LoginNoticesProps) {
  return (
    <>
      {networkError ? (
        <div className="vd-login__alert" role="alert">
          {NETWORK_PROBLEM_TEXT}
        </div>
      ) : null}
      {alert ? (
        <div className="vd-login__alert" role="alert">
          {alert}
        </div>
      ) : null}
      {sessionEnded && !networkError ? (
        <div className="vd-login__notice" role="status">
          Your session has ended. Please log in again.
        </div>
      ) : null}
    </>
  );
}
