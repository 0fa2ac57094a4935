import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '../forms/text-field';
import { resetBusinessClock, setBusinessClock } from './business-clock';
import {
  businessToday,
  dateTimePlaceholder,
  dayPlaceholder,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayNumeric,
  formatLocalDateTimeNumeric,
  instantOfZoned,
  parseDayNumeric,
  parseLocalDateTime,
  zonedInputOf,
} from './format-date';

/**
 * Dates in the admin are the business's (locale and zone from svc-auth), not the browser's: jsdom's
 * browser speaks en-US, and the business here is on Tokyo time writing British dates.
 */
beforeEach(() => setBusinessClock({ locale: 'en-GB', timeZone: 'Asia/Tokyo' }));
afterEach(() => resetBusinessClock());

test("times and days are written in the business's locale, on its clock", () => {
  expect(navigator.language).toBe('en-US');
  expect(formatDateTime('2026-11-22T09:00:00Z')).toBe('22 Nov 2026, 18:00');
  expect(formatDate('2026-07-31T20:00:00Z')).toBe('1 Aug 2026');
  expect(formatDay('2026-08-01')).toBe('1 Aug 2026');
  expect(businessToday(new Date('2026-07-31T20:00:00Z'))).toBe('2026-08-01');
  expect(formatDayNumeric('2026-08-01')).toBe('01/08/2026');
  expect(dayPlaceholder()).toBe('dd/mm/yyyy');
});

test("a publish time is typed and shown on the business's clock, across a clock change", () => {
  expect(zonedInputOf('2026-11-22T09:00:00Z')).toBe('2026-11-22T18:00');
  expect(instantOfZoned('2026-11-22T18:00')).toBe('2026-11-22T09:00:00.000Z');
  setBusinessClock({ locale: 'en-GB', timeZone: 'Europe/London' });
  expect(instantOfZoned('2026-07-01T09:30')).toBe('2026-07-01T08:30:00.000Z');
  expect(instantOfZoned('2026-03-01T09:30')).toBe('2026-03-01T09:30:00.000Z');
  expect(zonedInputOf('2026-07-01T08:30:00.000Z')).toBe('2026-07-01T09:30');
  expect(instantOfZoned('not a time')).toBeUndefined();
});

test("typed dates are read in the business's order; an American business types month first", () => {
  expect(parseDayNumeric('01/08/2026')).toBe('2026-08-01');
  expect(parseDayNumeric('1.8.2026')).toBe('2026-08-01');
  expect(parseDayNumeric('01/08/20')).toBeNull();
  expect(parseDayNumeric('2026-08-01')).toBe('2026-08-01');
  expect(parseDayNumeric('31/02/2026')).toBeNull();
  expect(parseDayNumeric('01/08/202')).toBeNull();
  setBusinessClock({ locale: 'en-US', timeZone: 'America/Chicago' });
  expect(parseDayNumeric('08/01/2026')).toBe('2026-08-01');
  expect(dayPlaceholder()).toBe('mm/dd/yyyy');
  expect(formatDateTime('2026-11-22T09:00:00Z')).toBe('Nov 22, 2026, 03:00');
});

test('a date field shows and takes the business’s dd/mm/yyyy and gives its form a calendar day', async () => {
  const seen: string[] = [];
  function Form() {
    const [day, setDay] = useState('2026-12-01');
    return (
      <TextField
        label="Due Date"
        name="due_date"
        type="date"
        value={day}
        onChange={(v) => {
          seen.push(v);
          setDay(v);
        }}
      />
    );
  }
  render(<Form />);
  const field = screen.getByLabelText('Due Date');
  expect(field).toHaveValue('01/12/2026');
  expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, '02/01/2027');
  await user.tab();
  expect(seen).toEqual(['', '2027-01-02']);
  expect(field).toHaveValue('02/01/2027');
});

test('a date-and-time field (Publish at) shows and takes the business’s dd/mm/yyyy hh:mm, not the browser’s', async () => {
  expect(parseLocalDateTime('01/08/2026 9:05')).toBe('2026-08-01T09:05');
  expect(parseLocalDateTime('2026-08-01T09:05')).toBe('2026-08-01T09:05');
  expect(parseLocalDateTime('01/08/2026 24:00')).toBeNull();
  expect(parseLocalDateTime('01/08/2026')).toBeNull();
  const seen: string[] = [];
  function Form() {
    const [at, setAt] = useState('2026-12-01T18:30');
    return (
      <TextField
        label="Publish at"
        name="publish_at"
        type="datetime-local"
        value={at}
        onChange={(v) => {
          seen.push(v);
          setAt(v);
        }}
      />
    );
  }
  render(<Form />);
  const field = screen.getByLabelText('Publish at');
  // jsdom's browser is en-US: the native input would have written 12/01/2026, 06:30 PM.
  expect(field).toHaveValue('01/12/2026 18:30');
  expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy hh:mm');
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, '02/01/2027 07:15');
  await user.tab();
  expect(seen).toEqual(['', '2027-01-02T07:15']);
  expect(field).toHaveValue('02/01/2027 07:15');
  setBusinessClock({ locale: 'en-US', timeZone: 'America/Chicago' });
  expect(formatLocalDateTimeNumeric('2027-01-02T07:15')).toBe('01/02/2027 07:15');
  expect(dateTimePlaceholder()).toBe('mm/dd/yyyy hh:mm');
});
