import type { InputHTMLAttributes } from 'react';

interface PanelFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first message for the field, shown under it and announced with it. */
  error: string | null | undefined;
}

/** A labelled input of the sign-in panels (login, forgot and reset password), its error under it. */
export function PanelField({ id, label, value, onChange, error, ...input }: PanelFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="vd-login__field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <div id={errorId} className="vd-login__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The admin account's e-mail (login, forgot password), offered the browser's saved sign-in. */
export function AccountEmailField(props: Pick<PanelFieldProps, 'id' | 'value' | 'onChange' | 'error'>) {
  return <PanelField label="Email" name="email" type="email" autoComplete="username" {...props} />;
}
