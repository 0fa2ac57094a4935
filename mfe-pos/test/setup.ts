import '@testing-library/jest-dom';
import { setBusinessClock } from '@voltdesk/app-core';
import { BUSINESS_CLOCK } from '@voltdesk/app-core/testing';
import { configure } from '@testing-library/react';

// CI machines are shared and slow at times, and `npm test` runs suites side by side: give findBy/waitFor
// plenty of room (they poll, so a passing test waits no longer for it).
configure({ asyncUtilTimeout: 15000 });

// Components rendered on their own (an invoice, a receipt) format dates as the gate would have set them:
// the business's clock the tests run on, never the test machine's zone or language.
beforeEach(() => {
  const { locale, time_zone: timeZone } = BUSINESS_CLOCK;
  setBusinessClock({ locale, timeZone });
});
