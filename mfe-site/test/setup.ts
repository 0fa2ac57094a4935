import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI machines are shared and slow at times, and `npm test` runs suites side by side: give findBy/waitFor
// (lazy pages + mocked fetch) plenty of room (they poll, so a passing test waits no longer for it).
configure({ asyncUtilTimeout: 15000 });

// jsdom does not scroll; the layout scrolls to the top on every new page.
window.scrollTo = () => undefined;
