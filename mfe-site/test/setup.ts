import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI machines are shared and slow at times: give findBy/waitFor (lazy pages + mocked fetch) plenty of room.
configure({ asyncUtilTimeout: 8000 });

// jsdom does not scroll; the layout scrolls to the top on every new page.
window.scrollTo = () => undefined;
