/**
 * The list code and models whose queries other workspaces' tests explain against the embedded server
 * (`@voltdesk/svc-notify/testing/list-queries`, used by infra/embedded-mongo's query-plan test), so the
 * queries checked there are the ones svc-notify sends.
 */
export { NotificationLog } from '../notifications/service';
export { jobModel } from '../shared/jobs';
