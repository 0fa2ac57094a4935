/** An input's message under it, linked by `aria-invalid`. */
export function LineFieldError({ message }: { message: string | undefined }) {
  return message ? <div className="vd-field-error">{message}</div> : null;
}
