import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PageHeaderProps {
  title: string;
  actions?: ReactNode;
  /** A list whose records are made on a screen of their own: its 'Add New' button goes there. */
  addNewTo?: string;
}

/** Heading block every CMS screen starts with (same look as the shell's screens). */
export function PageHeader({ title, actions, addNewTo }: PageHeaderProps) {
  const addNew = addNewTo ? (
    <Link className="vd-btn" to={addNewTo}>
      Add New
    </Link>
  ) : null;
  return (
    <div className="cms-page__header">
      <h1 className="cms-page__title">{title}</h1>
      {actions || addNew ? (
        <div className="cms-page__actions">
          {actions}
          {addNew}
        </div>
      ) : null}
    </div>
  );
}

export function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="cms-card" aria-label={title}>
      {title ? <h2 className="cms-card__title">{title}</h2> : null}
      {children}
    </section>
  );
}

export function LoadError({ what }: { what: string }) {
  return (
    <div className="vd-alert vd-alert--danger" role="alert">
      {what} could not be loaded. Please try again.
    </div>
  );
}

/** Status select of the update forms (spec section 4: 1 Active, 0 Inactive). */
export const STATUS_OPTIONS = (
  <>
    <option value="1">Active</option>
    <option value="0">Inactive</option>
  </>
);
