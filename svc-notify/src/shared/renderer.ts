import type { JobDoc } from './jobs';
import type { MailContent } from './mail-layout';
import type { Branding } from './settings';

/**
 * Builds a job's mail at send time, or says why the mail is no longer wanted (`cancel`). Each feature
 * (orders, contact, newsletter) provides the renderers of its job kinds; the scheduler calls them.
 */
export type Renderer = (job: JobDoc, branding: Branding) => Promise<MailContent | { cancel: string }>;
