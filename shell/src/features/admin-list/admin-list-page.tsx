import { useState } from 'react';
import type { UserView } from '@voltdesk/contracts';
import { useDocumentTitle } from '@voltdesk/app-core';
import { PageHeader } from '../../shared/page';
import { useAdminsQuery } from './admin-list-api';
import { useChangeAdminStatus } from './admin-status';
import { AddAdminModal } from './add-admin-modal';
import { AdminsTable } from './admins-table';
import { DeactivateAdminDialog } from './deactivate-admin-dialog';
import { RoleChangeDialog, type RoleChange } from './role-change-dialog';
import { RolesPanel } from './roles-panel';
import './admin-list.css';

/**
 * Admin List (spec section 2): SL, Image, Name, Email, Type, Status; badge toggles except on own row.
 * Deactivating asks first: it signs the admin out everywhere at once (svc-auth revokes their tokens), so a
 * slip of the mouse must not lock a colleague out. Activating locks nobody out and needs no confirmation.
 * Owners (the only role that opens this screen) set each admin's role; a change signs the admin out too
 * (their tokens carry the old role), so it asks first as well.
 */
export default function AdminListPage() {
  useDocumentTitle('Admin List');
  const { data: admins, isLoading, isError } = useAdminsQuery();
  const { changeStatus } = useChangeAdminStatus();
  const [adding, setAdding] = useState(false);
  const [deactivating, setDeactivating] = useState<UserView | null>(null);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);

  const onToggle = (user: UserView) => {
    if (user.status === 1) setDeactivating(user);
    else void changeStatus(user);
  };

  return (
    <div>
      <PageHeader
        title="Admin List"
        actions={
          <button type="button" className="vd-btn" onClick={() => setAdding(true)}>
            Add New
          </button>
        }
      />
      {isError ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          The admin list could not be loaded.
        </div>
      ) : null}
      <AdminsTable admins={admins} loading={isLoading} onRoleChange={setRoleChange} onToggle={onToggle} />
      <RolesPanel />
      {adding ? <AddAdminModal onClose={() => setAdding(false)} /> : null}
      <DeactivateAdminDialog admin={deactivating} onClose={() => setDeactivating(null)} />
      <RoleChangeDialog change={roleChange} onClose={() => setRoleChange(null)} />
    </div>
  );
}
