import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI machines are shared and slow at times: give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 4000 });
