import { useId, type ReactNode } from 'react';

export interface EitherChoiceProps {
  /** The question: "What to credit", "Prices typed on services and invoices". */
  legend: string;
  /** The fieldset's class (how the screen lays it out) and the legend's, when it has one. */
  className: string;
  legendClassName?: string;
  /** The radios' group name, as a form would send it. */
  name: string;
  /** True when the first answer is chosen. */
  value: boolean;
  /** The first answer (true) and the second (false). */
  first: ReactNode;
  second: ReactNode;
  onChange: (first: boolean) => void;
}

/** A question with two answers, as two labelled radios in a fieldset (a yes/no the clerk reads whole). */
export function EitherChoice({
  legend,
  className,
  legendClassName,
  name,
  value,
  first,
  second,
  onChange,
}: EitherChoiceProps) {
  const ids = { first: useId(), second: useId() };
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      {[
        { id: ids.first, chosen: value, answer: first, pick: true },
        { id: ids.second, chosen: !value, answer: second, pick: false },
      ].map(({ id, chosen, answer, pick }) => (
        <label key={id} className="pos-check" htmlFor={id}>
          <input id={id} type="radio" name={name} checked={chosen} onChange={() => onChange(pick)} />
          {answer}
        </label>
      ))}
    </fieldset>
  );
}
