import { mountStandalone } from '@voltdesk/app-core/standalone';
import PosRoutes from '../routes';

// The remote's own dev server (npm start -w mfe-pos): the POS screens on their own, mounted at /admin as in
// the shell, behind the small standalone sign-in.
mountStandalone(PosRoutes, { basename: '/admin', requireAdmin: true, title: 'pos' });
