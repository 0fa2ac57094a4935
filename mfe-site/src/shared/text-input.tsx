interface TextInputProps {
  id: string;
  /** The field's name in the form (the request body's key). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
}

/** A labelled field of the public forms with its first error under it (spec section 8). */
export function TextInput({
  id,
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  multiline,
  autoComplete,
}: TextInputProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    className: `vs-input${error ? ' vs-input--invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': true,
    autoComplete,
  };
  return (
    <div className="vs-field">
      <label className="vs-label" htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="vs-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
