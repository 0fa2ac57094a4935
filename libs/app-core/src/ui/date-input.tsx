import { useState, type InputHTMLAttributes } from 'react';
import {
  dateTimePlaceholder,
  dayPlaceholder,
  formatDayNumeric,
  formatLocalDateTimeNumeric,
  parseDayNumeric,
  parseLocalDateTime,
} from '../dates/format-date';

/** How each kind of field shows, reads and hints its value. */
const KINDS = {
  date: { show: formatDayNumeric, parse: parseDayNumeric, placeholder: dayPlaceholder },
  datetime: {
    show: formatLocalDateTimeNumeric,
    parse: parseLocalDateTime,
    placeholder: dateTimePlaceholder,
  },
} as const;

export interface DateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'defaultValue'
> {
  /** The calendar day (`2026-11-22`), or with `withTime` the wall-clock time (`2026-11-22T18:00`); '' for none. */
  value: string;
  /** Called with the value once the text is a whole date (and time), or '' once it is emptied. */
  onChange: (value: string) => void;
  /** A date and a 24-hour time ("22/11/2026 18:00"), in place of the native `datetime-local` input. */
  withTime?: boolean;
}

/**
 * A date field in the business's numeric order ("22/11/2026" in en-GB), whatever the browser's language:
 * the native date input writes dates the browser's way (11/22/2026 in an en-US browser). The value is a
 * calendar day; text that is not yet a date stays in the field and changes nothing. With `withTime` it is the
 * same for a date and time: the native `datetime-local` input also writes the browser's way.
 */
export function DateInput({
  value,
  onChange,
  withTime = false,
  className = 'vd-input',
  onBlur,
  ...input
}: DateInputProps) {
  const kind = KINDS[withTime ? 'datetime' : 'date'];
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? kind.show(value);
  return (
    <input
      {...input}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={className}
      placeholder={input.placeholder ?? kind.placeholder()}
      value={shown}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        if (typed.trim() === '') onChange('');
        else {
          const parsed = kind.parse(typed);
          if (parsed) onChange(parsed);
        }
      }}
      onBlur={(e) => {
        // A whole date is written back the business's way; an unfinished one stays for the user to fix.
        if (text !== null && (text.trim() === '' || kind.parse(text))) setText(null);
        onBlur?.(e);
      }}
      aria-invalid={text !== null && text.trim() !== '' && !kind.parse(text) ? true : input['aria-invalid']}
    />
  );
}
