import { useId, useState, type FormEvent } from 'react';
import {
  PERMISSION_LABELS,
  PERMISSIONS,
  ROLES,
  type GrantableRole,
  type Permission,
} from '@voltdesk/contracts';
import { normalizeError, toastError, toastSuccess } from '@voltdesk/app-core';
import { BusyButton } from '@voltdesk/app-core/ui';
import { useRolePermissionsQuery, useUpdateRolePermissionsMutation } from './admin-list-api';
import { ROLE_LABELS } from './role-options';

/**
 * Roles (owners only, beside the Admin List): what each role does, and what an owner lets the clerks do
 * beyond the point of sale: the Reports and the VAT settings. A change signs the clerks out (their tokens
 * carry the old permissions), so the button says so.
 */
export function RolesPanel() {
  const titleId = useId();
  const { data, isError } = useRolePermissionsQuery();
  const [save, saving] = useUpdateRolePermissionsMutation();
  const role: GrantableRole = 'clerk';
  const stored = data?.find((r) => r.role === role)?.permissions;
  // The owner's ticks until saved; the stored set otherwise.
  const [edits, setGranted] = useState<Permission[] | null>(null);
  const granted = edits ?? stored;

  const changed = !!stored && !!granted && stored.join() !== granted.join();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!granted) return;
    const result = await save({ role, permissions: granted });
    if ('error' in result) {
      toastError(normalizeError(result.error).message ?? 'Permissions not saved!');
      return;
    }
    toastSuccess(result.data.message ?? 'Permissions saved.');
    setGranted(null);
  };

  return (
    <section className="vd-card vd-roles" aria-labelledby={titleId}>
      <h2 id={titleId} className="vd-card__title">
        Roles
      </h2>
      <dl className="vd-roles__list">
        {ROLES.map((r) => {
          const [name, what] = ROLE_LABELS[r].split(': ');
          return (
            <div key={r} className="vd-roles__item">
              <dt>{name}</dt>
              <dd>{what}</dd>
            </div>
          );
        })}
      </dl>
      {isError ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          The clerks&apos; permissions could not be loaded.
        </div>
      ) : null}
      {granted ? (
        <form onSubmit={(e) => void onSubmit(e)}>
          <fieldset className="vd-roles__permissions">
            <legend>Clerks may also open</legend>
            {PERMISSIONS.map((p) => (
              <label key={p} className="vd-roles__permission">
                <input
                  type="checkbox"
                  checked={granted.includes(p)}
                  onChange={(e) =>
                    setGranted(PERMISSIONS.filter((q) => (q === p ? e.target.checked : granted.includes(q))))
                  }
                />
                {PERMISSION_LABELS[p]}
              </label>
            ))}
          </fieldset>
          <p className="vd-roles__note">
            Saving signs the clerks out; they sign in again with the new permissions.
          </p>
          <BusyButton type="submit" className="vd-btn" busy={saving.isLoading} disabled={!changed}>
            Save permissions
          </BusyButton>
        </form>
      ) : null}
    </section>
  );
}
