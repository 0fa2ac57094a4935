import { useEffect, useId, useRef, useState } from 'react';
import './ui.css';

export interface SearchBoxProps {
  /** The visible label ('Search posts'). */
  label: string;
  value: string;
  onSearch: (text: string) => void;
  /** What may be searched for ('Name, phone, invoice no or order ID'), shown in the empty field. */
  placeholder?: string | undefined;
  /** Quiet time after the last key before the search runs. Enter runs it at once. */
  delayMs?: number;
}

/** The labelled search field of a list, in a `search` landmark; it searches as the admin types. */
export function SearchBox({ label, value, onSearch, placeholder, delayMs = 300 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchRef = useRef(onSearch);
  useEffect(() => {
    searchRef.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => searchRef.current(next), delayMs);
  };

  return (
    <form
      role="search"
      aria-label={label}
      className="vd-search"
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        onSearch(text);
      }}
    >
      <label className="vd-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="vd-input vd-search__input"
        value={text}
        placeholder={placeholder}
        onChange={(e) => change(e.target.value)}
      />
    </form>
  );
}
