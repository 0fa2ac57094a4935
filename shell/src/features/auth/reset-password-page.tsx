import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { normalizeError, useDocumentTitle } from '@voltdesk/app-core';
import { validateWithSchema } from '@voltdesk/app-core/forms';
import { useResetLinkStatusQuery, useResetPasswordMutation } from './auth-api';
import { PanelField } from './panel-field';
import { RecoveryPanel } from './recovery-panel';

export const MISMATCH_TEXT = 'The two passwords do not match.';
export const INCOMPLETE_LINK_TEXT = 'This reset link is incomplete. Ask for a new one.';

/**
 * The page a reset mail links to (`/reset-password?token=`): a new password, typed twice. The password
 * rules are the contract's (`auth.resetPassword`), checked here before the server checks them again; the
 * repeat box is this form's own check.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  // A link without a usable token can only fail: say so before the admin types anything.
  const [linkError, setLinkError] = useState<string | null>(token ? null : INCOMPLETE_LINK_TEXT);
  const [done, setDone] = useState<string | null>(null);
  // The link is asked about before the admin types anything: a used or dead one gets no form. Only the
  // server's word that the link is refused hides the form; any other failure leaves it to the save.
  const wellFormed = !validateWithSchema('auth.resetLinkQuery', { token }).token;
  const status = useResetLinkStatusQuery(token, { skip: !wellFormed });
  const refusedLink = status.error ? normalizeError(status.error).fields.token : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateWithSchema('auth.resetPassword', { token, password });
    setPasswordError(found.password ?? null);
    setMismatch(password !== repeat);
    if (found.token) setLinkError(INCOMPLETE_LINK_TEXT);
    if (found.token || found.password || password !== repeat) return;
    const result = await reset({ token, password });
    if ('data' in result && result.data) {
      setDone(result.data.message ?? null);
      return;
    }
    const failure = normalizeError(result.error);
    if (failure.fields.password) setPasswordError(failure.fields.password);
    else setLinkError(failure.fields.token ?? failure.message ?? 'Something went wrong! Please try again.');
  };

  return (
    <RecoveryPanel
      id="vd-reset"
      title="Choose a new password"
      onSubmit={onSubmit}
      done={done}
      refused={
        refusedLink ? (
          <>
            {refusedLink} <Link to="/forgot-password">Send a new link</Link>
          </>
        ) : null
      }
      alert={
        linkError ? (
          <>
            {linkError} <Link to="/forgot-password">Send a new link</Link>
          </>
        ) : null
      }
      submitLabel="Save new password"
      busy={isLoading}
    >
      <PanelField
        id="vd-reset-password"
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={passwordError}
      />
      <PanelField
        id="vd-reset-repeat"
        label="Repeat the new password"
        name="password_repeat"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={mismatch ? MISMATCH_TEXT : null}
      />
    </RecoveryPanel>
  );
}
