import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { LINK_PATTERN } from '@voltdesk/contracts';

/** The contract's link rule (the one svc-content stores links by), for links stored before it or elsewhere. */
const LINK = new RegExp(LINK_PATTERN, 'u');

/**
 * Where a link set by the company points: an outside page, a path of this site, or nowhere. A value that
 * would leave the site while looking like a path (`//host`, `/\host`, a tab inside) is nowhere.
 */
export function linkTarget(link: string | undefined): { external: boolean; href: string } | null {
  const value = link?.trim();
  if (!value || value === '#') return null;
  if (/^(mailto|tel):/i.test(value)) return { external: true, href: value };
  // Admins type paths with or without the leading slash ("services", "/charges", "p/our-story"); a
  // scheme other than http(s) (javascript:, data:) fails the pattern and is never followed.
  const href = /^[a-z][a-z0-9+.-]*:|^[/\\]/i.test(value) ? value : `/${value}`;
  if (!LINK.test(href)) return null;
  return { external: /^https?:/i.test(href), href };
}

interface SmartLinkProps {
  link: string | undefined;
  className?: string;
  children: ReactNode;
  /** Rendered when there is no usable link (default: the children as they are). */
  fallback?: 'span' | 'none';
  'aria-label'?: string;
  onClick?: () => void;
  /** Navigation links mark the current page (aria-current="page"). */
  nav?: boolean;
}

/** A router <Link> for site paths, an <a> (new tab, noopener) for outside pages, plain text otherwise. */
export function SmartLink({
  link,
  className,
  children,
  fallback = 'span',
  onClick,
  nav,
  ...rest
}: SmartLinkProps) {
  const target = linkTarget(link);
  if (!target) {
    if (fallback === 'none') return null;
    return <span className={className}>{children}</span>;
  }
  if (target.external) {
    const web = /^https?:/i.test(target.href);
    return (
      <a
        href={target.href}
        className={className}
        aria-label={rest['aria-label']}
        onClick={onClick}
        {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  }
  if (nav) {
    return (
      <NavLink to={target.href} end className={className} aria-label={rest['aria-label']} onClick={onClick}>
        {children}
      </NavLink>
    );
  }
  return (
    <Link to={target.href} className={className} aria-label={rest['aria-label']} onClick={onClick}>
      {children}
    </Link>
  );
}
