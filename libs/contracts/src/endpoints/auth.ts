import { defineEndpoints } from './endpoint';

/** Managing the admin accounts is the owners' alone; the rest of svc-auth is every admin's. */
const OWNERS = ['owner'] as const;

/** svc-auth: sign-in, the signed-in admin's profile, and the admin accounts. */
export const authEndpoints = defineEndpoints({
  login: {
    method: 'POST',
    path: 'login',
    service: 'auth',
    access: 'public',
    body: 'auth.login',
    errors: 'errors',
    view: 'auth.views.session',
  },
  /**
   * Beyond the spec: "Forgot password?" mails a single-use link. The answer is the same for known and
   * unknown addresses, so it never tells who has an account.
   */
  forgotPassword: {
    method: 'POST',
    path: 'forgotPassword',
    service: 'auth',
    access: 'public',
    body: 'auth.forgotPassword',
    errors: 'errors',
    view: null,
  },
  /** Sets a new password from a reset link's token; every session of the user ends. */
  resetPassword: {
    method: 'POST',
    path: 'resetPassword',
    service: 'auth',
    access: 'public',
    body: 'auth.resetPassword',
    errors: 'errors',
    view: null,
  },
  /**
   * Whether a reset link still works, asked by the reset page before it shows the form (same path as the
   * POST above): 200, or 422 under `errors.token` saying why not (already used, or invalid or expired).
   * Changes nothing.
   */
  resetLinkStatus: {
    method: 'GET',
    path: 'resetPassword',
    service: 'auth',
    access: 'public',
    query: 'auth.resetLinkQuery',
    errors: 'errors',
    view: null,
  },
  logout: { method: 'GET', path: 'logout', service: 'auth', access: 'admin', errors: 'data', view: null },
  /** Profile > "Sign out everywhere" (beyond the spec): revokes every token of the caller's user. */
  logoutEverywhere: {
    method: 'POST',
    path: 'logoutEverywhere',
    service: 'auth',
    access: 'admin',
    errors: 'data',
    view: null,
  },
  currentUser: {
    method: 'GET',
    path: 'admin/users',
    service: 'auth',
    access: 'admin',
    errors: 'data',
    view: 'auth.views.user',
  },
  updateProfile: {
    method: 'POST',
    path: 'updateProfile',
    service: 'auth',
    access: 'admin',
    body: 'auth.updateProfile',
    multipart: true,
    errors: 'errors',
    view: 'auth.views.user',
  },
  changePassword: {
    method: 'PUT',
    path: 'changePassword',
    service: 'auth',
    access: 'admin',
    body: 'auth.changePassword',
    errors: 'errors',
    view: null,
  },
  /**
   * Beyond the spec: the names of up to 50 admins by id, for every admin, so a screen of
   * another service (the CMS revisions' "who") can name the admin an id stands for. Names only; unknown
   * ids are left out; Inactive admins are named, since what they did is still shown.
   */
  adminNames: {
    method: 'GET',
    path: 'admin/adminNames',
    service: 'auth',
    access: 'admin',
    query: 'auth.adminNamesQuery',
    errors: 'data',
    view: 'auth.views.adminName',
    many: true,
  },
  userList: {
    method: 'GET',
    path: 'admin/userlist',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    query: 'auth.userListQuery',
    errors: 'data',
    view: 'auth.views.user',
    many: true,
  },
  userStatus: {
    method: 'GET',
    path: 'admin/userstatus',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    writes: true,
    query: 'auth.userStatusQuery',
    errors: 'data',
    view: 'auth.views.user',
  },
  adminRegister: {
    method: 'POST',
    path: 'admin/adminregister',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    body: 'auth.adminRegister',
    errors: 'data',
    view: 'auth.views.user',
  },
  /**
   * Beyond the spec: an owner gives an admin another role. The admin's sessions end (their
   * tokens carry the old role); the last active owner cannot be given another role.
   */
  userRole: {
    method: 'PUT',
    path: 'admin/userRole',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    body: 'auth.userRole',
    errors: 'data',
    view: 'auth.views.user',
  },
  /**
   * Beyond the spec: the business's date locale and time zone, for every admin screen (public: the
   * sign-in page shows dates too, and the values are the business's, not secret).
   */
  businessClock: {
    method: 'GET',
    path: 'businessClock',
    service: 'auth',
    access: 'public',
    errors: 'data',
    view: 'auth.views.businessClock',
  },
  /**
   * Beyond the spec: what each role an owner governs may do (the clerks' Reports and VAT settings), for the
   * Admin List. Owners only.
   */
  rolePermissions: {
    method: 'GET',
    path: 'admin/rolePermissions',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    errors: 'data',
    view: 'auth.views.rolePermissions',
    many: true,
  },
  /**
   * Beyond the spec: an owner sets a role's permissions. Tokens carry them, so every session of an admin
   * of that role ends (as a role change ends the admin's), and the next sign-in carries the new ones.
   */
  updateRolePermissions: {
    method: 'PUT',
    path: 'admin/updateRolePermissions',
    service: 'auth',
    access: 'admin',
    roles: OWNERS,
    body: 'auth.rolePermissions',
    errors: 'data',
    view: 'auth.views.rolePermissions',
  },
  /**
   * Owners only: the activity log, every successful admin write of every service
   * (docs/decisions/0010-activity-log.md), newest first, a page at a time, filtered by admin, service and
   * date range.
   */
  activityLog: {
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
  },
});
