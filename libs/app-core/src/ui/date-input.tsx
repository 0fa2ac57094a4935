import { useState, type InputHTMLAttributes } from 'react';
import { dayPlaceholder, formatDayNumeric, parseDayNumeric } from '../dates/format-date';

export interface DateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'defaultValue'
> {
  /** The calendar day (`2026-11-22`), or '' for none. */
  value: string;
  /** Called with the day once the text is a whole date, or '' once it is emptied. */
  onChange: (day: string) => void;
}

/**
 * A date field in the business's numeric order ("22/11/2026" in en-GB), whatever the browser's language:
 * the native date input writes dates the browser's way (11/22/2026 in an en-US browser). The value is a
 * calendar day; text that is not yet a date stays in the field and changes nothing.
 */
export function DateInput({ value, onChange, className = 'vd-input', onBlur, ...input }: DateInputProps) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? formatDayNumeric(value);
  return (
    <input
      {...input}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={className}
      placeholder={input.placeholder ?? dayPlaceholder()}
      value={shown}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        if (typed.trim() === '') onChange('');
        else {
          const day = parseDayNumeric(typed);
          if (day) onChange(day);
        }
      }}
      onBlur={(e) => {
        // A whole date is written back the business's way; an unfinished one stays for the user to fix.
        if (text !== null && (text.trim() === '' || parseDayNumeric(text))) setText(null);
        onBlur?.(e);
      }}
      aria-invalid={
        text !== null && text.trim() !== '' && !parseDayNumeric(text) ? true : input['aria-invalid']
      }
    />
  );
}
