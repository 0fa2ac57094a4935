import { authViews } from './auth/views';
import { commonViews } from './common-views';
import { contentViews } from './content/views';
import { mediaView } from './content/media';
import { notifyViews } from './notify/views';
import { posViews } from './pos/views';

/**
 * Every response view of the API: the shape of `data` (and `meta`) in a success envelope, referenced by an
 * endpoint's `view` (libs/contracts/src/endpoints). The view types the services return and the front ends
 * read are derived from these, and the service tests validate every answer against them.
 */
export const viewSchemas = [
  ...commonViews,
  ...authViews,
  ...contentViews,
  mediaView,
  ...posViews,
  ...notifyViews,
] as const;

export type ViewId = (typeof viewSchemas)[number]['$id'];
