import { mountStandalone } from '@voltdesk/app-core/standalone';
import SiteRoutes from '../routes';

// The remote's own dev server (npm start -w mfe-site): the site on its own, mounted at '/' as in the shell.
mountStandalone(SiteRoutes, { basename: '/' });
