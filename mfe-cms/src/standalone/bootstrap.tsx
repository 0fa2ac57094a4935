import { mountStandalone } from '@voltdesk/app-core/standalone';
import CmsRoutes from '../routes';

// The remote's own dev server (npm start -w mfe-cms): the CMS screens on their own, mounted at /admin as in
// the shell, behind the small standalone sign-in.
mountStandalone(CmsRoutes, { basename: '/admin', requireAdmin: true, title: 'cms' });
