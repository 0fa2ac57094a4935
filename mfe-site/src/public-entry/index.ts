import { afterFirstPaint } from '@voltdesk/app-core/after-first-paint';
// The site's stylesheet belongs to this entry, so the server names it in the page's head (the page is
// drawn styled from its first paint) and the app's chunks do not bring it a second time.
import '../site.css';

// Everything else (React, the store, the routes) loads once the server's page has painted.
afterFirstPaint(() => void import('./bootstrap'));
