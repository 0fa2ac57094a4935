import type { contentEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';

/** Every svc-content handler, typed from its endpoint definition; a feature returns a `Pick` of it. */
export type ContentHandlers = Handlers<typeof contentEndpoints>;
