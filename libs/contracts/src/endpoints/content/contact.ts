import { defineEndpoints } from '../endpoint';

/** The site's contact form. */
export const contactEndpoints = defineEndpoints({
  /** The site's contact form (rate-limited per client address). */
  insertContact: {
    name: 'sendContactMessage',
    method: 'POST',
    path: 'insertContact',
    service: 'content',
    access: 'public',
    body: 'content.contact.create',
    errors: 'data',
    view: null,
    errorStatuses: [422, 429],
    message: 'Message sent successfully.',
  },
});
