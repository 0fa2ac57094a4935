import type { ReactNode } from 'react';

/**
 * The toolbar's link and image pictures, drawn rather than typed: the emoji they were (🔗, ⛓̸, 🖼) show as
 * empty boxes where the system has no emoji font (most Linux desktops, headless browsers).
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="vd-editor__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function LinkIcon() {
  return (
    <Icon>
      <path d="M6.5 9.5l3-3" />
      <path d="M7 4.5l1.2-1.2a2.6 2.6 0 0 1 3.7 3.7L10.7 8.2" />
      <path d="M9 11.5l-1.2 1.2a2.6 2.6 0 0 1-3.7-3.7L5.3 7.8" />
    </Icon>
  );
}

export function UnlinkIcon() {
  return (
    <Icon>
      <path d="M7 4.5l1.2-1.2a2.6 2.6 0 0 1 3.7 3.7L10.7 8.2" />
      <path d="M9 11.5l-1.2 1.2a2.6 2.6 0 0 1-3.7-3.7L5.3 7.8" />
      <path d="M2.5 2.5l11 11" />
    </Icon>
  );
}

export function ImageIcon() {
  return (
    <Icon>
      <rect x="2" y="3" width="12" height="10" rx="1.5" />
      <circle cx="5.8" cy="6.3" r="1.1" />
      <path d="M2.5 12l3.8-3.6 2.4 2.2 2-1.8 3 3" />
    </Icon>
  );
}
