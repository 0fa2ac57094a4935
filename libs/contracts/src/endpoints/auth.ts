import { defineEndpoints } from './endpoint';

/** Managing the admin accounts is the owners' alone; the rest of svc-auth is every admin's. */
const OWNERS = ['owner'] as const;

/** svc-auth: sign-in, the signed-in admin's profile, and the admin accounts. */
export const authEndpoints = defineEndpoints({
  login: {
    name: 'login',
    method: 'POST',
    path: 'login',
    service: 'auth',
    access: 'public',
    body: 'auth.login',
    errors: 'errors',
    view: 'auth.views.session',
    errorStatuses: [422, 429],
  },
  /**
   * Beyond the spec: "Forgot password?" mails a single-use link. The answer is the same for known and
   * unknown addresses, so it never tells who has an account.
   */
  forgotPassword: {
    name: 'forgotPassword',
    method: 'POST',
    path: 'forgotPassword',
    service: 'auth',
    access: 'public',
    body: 'auth.forgotPassword',
    errors: 'errors',
    view: null,
    errorStatuses: [422, 429],
    message:
      'If an admin account uses that e-mail address, we have sent it a link to choose a new password. The link works once, within 60 minutes.',
  },
  /** Sets a new password from a reset link's token; every session of the user ends. */
  resetPassword: {
    name: 'resetPassword',
    method: 'POST',
    path: 'resetPassword',
    service: 'auth',
    access: 'public',
    body: 'auth.resetPassword',
    errors: 'errors',
    view: null,
    errorStatuses: [422],
    message: 'Your password has been changed. Sign in with the new password.',
  },
  /**
   * Whether a reset link still works, asked by the reset page before it shows the form (same path as the
   * POST above): 200, or 422 under `errors.token` saying why not (already used, or invalid or expired).
   * Changes nothing.
   */
  resetLinkStatus: {
    name: 'resetLinkStatus',
    method: 'GET',
    path: 'resetPassword',
    service: 'auth',
    access: 'public',
    query: 'auth.resetLinkQuery',
    errors: 'errors',
    view: null,
    errorStatuses: [422],
  },
  logout: {
    name: 'logout',
    method: 'GET',
    path: 'logout',
    service: 'auth',
    access: 'admin',
    errors: 'data',
    view: null,
    errorStatuses: [401, 403],
    message: 'Logged out.',
  },
  /** Profile > "Sign out everywhere" (beyond the spec): revokes every token of the caller's user. */
  logoutEverywhere: {
    name: 'logoutEverywhere',
    method: 'POST',
    path: 'logoutEverywhere',
    service: 'auth',
    access: 'admin',
    errors: 'data',
    view: null,
    errorStatuses: [401, 403],
    message: 'Signed out everywhere.',
    activity: 'signed out everywhere',
  },
  currentUser: {
    name: 'currentUser',
    method: 'GET',
    path: 'admin/users',
    service: 'auth',
    access: 'admin',
    errors: 'data',
    view: 'auth.views.user',
    // 404: the token's user is no longer stored.
    errorStatuses: [401, 403, 404],
  },
  updateProfile: {
    name: 'updateProfile',
    method: 'POST',
    path: 'updateProfile',
    service: 'auth',
    access: 'admin',
    body: 'auth.updateProfile',
    multipart: true,
    errors: 'errors',
    view: 'auth.views.user',
    // 404: the token's user is no longer stored; 409: three concurrent changes of the user won in a row.
    errorStatuses: [401, 403, 404, 409, 422],
    message: 'Profile updated successfully.',
    activity: 'updated their profile',
  },
  changePassword: {
    name: 'changePassword',
    method: 'PUT',
    path: 'changePassword',
    service: 'auth',
    access: 'admin',
    body: 'auth.changePassword',
    errors: 'errors',
    view: null,
    // 404: the token's user is no longer stored.
    errorStatuses: [401, 403, 404, 422, 429],
    message: 'Password changed successfully.',
    activity: 'changed their password',
  },
  /**
   * Beyond the spec: the names of up to 50 admins by id, for every admin, so a screen of
   * another service (the CMS revisions' "who") can name the admin an id stands for. Names only; unknown
   * ids are left out; Inactive admins are named, since what they did is still shown.
   */
  adminNames: {
    name: 'adminNames',
    method: 'GET',
    path: 'admin/adminNames',
    service: 'auth',
    access: 'admin',
    query: 'auth.adminNamesQuery',
    errors: 'data',
    view: 'auth.views.adminName',
    many: true,
    errorStatuses: [401, 403, 422],
  },
  userList: {
    name: 'admins',
    method: 'GET',
    path: 'admin/userlist',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    query: 'auth.userListQuery',
    errors: 'data',
    view: 'auth.views.user',
    many: true,
    errorStatuses: [401, 403, 422],
  },
  userStatus: {
    name: 'toggleAdminStatus',
    method: 'GET',
    path: 'admin/userstatus',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    writes: true,
    query: 'auth.userStatusQuery',
    errors: 'data',
    view: 'auth.views.user',
    // 409: a concurrent toggle won twice in a row (the last active owner is refused with it too).
    errorStatuses: [401, 403, 404, 409, 422],
    message: 'Status updated.',
    activity: 'changed the status of admin',
  },
  adminRegister: {
    name: 'createAdmin',
    method: 'POST',
    path: 'admin/adminregister',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    body: 'auth.adminRegister',
    errors: 'data',
    view: 'auth.views.user',
    errorStatuses: [401, 403, 422],
    message: 'Admin created successfully.',
    activity: 'added admin',
  },
  /**
   * Beyond the spec: an owner gives an admin another role. The admin's sessions end (their
   * tokens carry the old role); the last active owner cannot be given another role.
   */
  userRole: {
    name: 'setAdminRole',
    method: 'PUT',
    path: 'admin/userRole',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    body: 'auth.userRole',
    errors: 'data',
    view: 'auth.views.user',
    // 409: the last active owner would lose the role, or a concurrent change won twice in a row.
    errorStatuses: [401, 403, 404, 409, 422],
    message: 'Role updated. The admin signs in again to use it.',
    activity: 'changed the role of admin',
  },
  /**
   * Beyond the spec: the business's date locale and time zone, for every admin screen (public: the
   * sign-in page shows dates too, and the values are the business's, not secret).
   */
  businessClock: {
    name: 'businessClock',
    method: 'GET',
    path: 'businessClock',
    service: 'auth',
    access: 'public',
    errors: 'data',
    view: 'auth.views.businessClock',
    errorStatuses: [],
  },
  /**
   * Beyond the spec: what each role an owner governs may do (the clerks' Reports and VAT settings), for the
   * Admin List. Owners only.
   */
  rolePermissions: {
    name: 'rolePermissions',
    method: 'GET',
    path: 'admin/rolePermissions',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    errors: 'data',
    view: 'auth.views.rolePermissions',
    many: true,
    errorStatuses: [401, 403],
  },
  /**
   * Beyond the spec: an owner sets a role's permissions. Tokens carry them, so every session of an admin
   * of that role ends (as a role change ends the admin's), and the next sign-in carries the new ones.
   */
  updateRolePermissions: {
    name: 'updateRolePermissions',
    method: 'PUT',
    path: 'admin/updateRolePermissions',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    body: 'auth.rolePermissions',
    errors: 'data',
    view: 'auth.views.rolePermissions',
    errorStatuses: [401, 403, 422],
    message: 'Permissions saved. Admins of that role sign in again to use them.',
    activity: 'updated role permissions',
  },
  /**
   * Owners only: the activity log, every successful admin write of every service
   * (docs/decisions/0010-activity-log.md), newest first, a page at a time, filtered by admin, service and
   * date range.
   */
  activityLog: {
    name: 'activityLog',
    method: 'GET',
    path: 'admin/activity',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    query: 'auth.activityQuery',
    errors: 'data',
    view: 'auth.views.activity',
    many: true,
    meta: 'common.views.pageMeta',
    errorStatuses: [401, 403, 422],
  },
});
