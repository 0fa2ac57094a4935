import type { ReactNode } from 'react';
import './page.css';

/** Heading block every shell admin screen starts with. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="vd-page__header">
      <h1 className="vd-page__title">{title}</h1>
      {actions ? <div className="vd-page__actions">{actions}</div> : null}
    </div>
  );
}

export function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="vd-card">
      {title ? <h2 className="vd-card__title">{title}</h2> : null}
      {children}
    </section>
  );
}
