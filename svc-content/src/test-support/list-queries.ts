/**
 * The list code and models whose queries other workspaces' tests explain against the embedded server
 * (`@voltdesk/svc-content/testing/list-queries`, used by infra/embedded-mongo's query-plan test), so the
 * queries checked there are the ones svc-content sends.
 */
export { cardService } from '../cards/service';
export { cardModel } from '../cards/model';
export { postModel } from '../posts/model';
