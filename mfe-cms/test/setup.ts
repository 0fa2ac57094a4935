import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI machines are shared and slow at times, and `npm test` runs suites side by side: give findBy/waitFor
// plenty of room (they poll, so a passing test waits no longer for it).
configure({ asyncUtilTimeout: 15000 });
