import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** While a page's data loads: a quiet placeholder that keeps the layout's height. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="vs-state" role="status" aria-live="polite">
      <span className="vs-state__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A section or page the company has not filled yet, or that failed to load. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="vs-empty">
      <p className="vs-empty__title">{title}</p>
      {children ? <div className="vs-empty__text">{children}</div> : null}
    </div>
  );
}

/** A read that failed for another reason than "not found": say so, offer a retry and a way home. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="vs-container vs-section">
      <EmptyState title="This page could not be loaded right now.">
        <p>Please check your connection and try again.</p>
        <p className="vs-actions">
          <button type="button" className="vs-btn vs-btn--primary" onClick={onRetry}>
            Try again
          </button>
          <Link to="/" className="vs-btn vs-btn--ghost">
            Back to home
          </Link>
        </p>
      </EmptyState>
    </div>
  );
}

/** True when an RTK Query error is the server's 404 (unknown or inactive slug). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
