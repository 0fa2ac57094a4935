import { BusinessTime, isTimeZone } from '../src/time/business-time';

const london = new BusinessTime('Europe/London');

test('09:00 on the office clock, across summer time', () => {
  // Winter: London is on UTC.
  expect(london.localHourBefore('2026-12-04', 3, 9)?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
  // Summer: 09:00 BST is 08:00 UTC (the reminder used to go at 10:00 local).
  expect(london.localHourBefore('2026-07-10', 0, 9)?.toISOString()).toBe('2026-07-10T08:00:00.000Z');
  // Counting back over the change to summer time (29 March 2026) stays on whole calendar days.
  expect(london.localHourBefore('2026-04-02', 7, 9)?.toISOString()).toBe('2026-03-26T09:00:00.000Z');
  expect(london.localHourBefore('not a date', 1, 9)).toBeNull();
});

test('dates written for people, in the business time zone', () => {
  expect(london.dateTime(new Date('2026-11-24T16:27:04Z'))).toBe('Tuesday 24 November 2026 at 16:27');
  expect(london.dateTime('2026-07-01T23:30:00Z')).toBe('Thursday 2 July 2026 at 00:30');
  expect(london.date('2026-12-04')).toBe('Friday 4 December 2026');
  expect(new BusinessTime('America/New_York').date('2026-12-04')).toBe('Friday 4 December 2026');
  expect(london.date('someday')).toBe('someday');
});

test('only IANA zones are time zones', () => {
  expect(isTimeZone('Europe/London')).toBe(true);
  expect(isTimeZone('Mars/Olympus')).toBe(false);
});
