import type { ReactNode } from 'react';

/**
 * A wide table's box that scrolls sideways on a phone, reached by the keyboard (tabIndex 0) and named as
 * its table, so it can be scrolled without a pointer (WCAG 2.1.1, axe's scrollable-region-focusable rule).
 */
export function ScrollRegion({
  name,
  className,
  children,
}: {
  name: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className} tabIndex={0} role="region" aria-label={name}>
      {children}
    </div>
  );
}
