import type { ReactNode } from 'react';

/** Heading block every POS screen starts with (same look as the shell's screens). */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="pos-page__header">
      <h1 className="pos-page__title">{title}</h1>
      {actions ? <div className="pos-page__actions">{actions}</div> : null}
    </div>
  );
}

export function Card({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`pos-card${className ? ` ${className}` : ''}`} aria-label={title}>
      {title ? <h2 className="pos-card__title">{title}</h2> : null}
      {children}
    </section>
  );
}
