import type { SingleSetup } from '@voltdesk/app-core';

/** `bankInfo` setup entry; svc-content answers both spellings of the sort code (spec section 3). */
export interface BankInfo {
  holder_name?: string;
  ac_no?: string;
  sort_code?: string;
  sort_name?: string;
  bank_name?: string;
}

export function bankInfoOf(setup: SingleSetup | undefined): BankInfo {
  const value = setup?.bankInfo;
  return value && typeof value === 'object' ? (value as BankInfo) : {};
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `YYYY-MM-DD` (or an ISO time) as "22 Nov 2026"; '' for none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Absolute URL of a stored image path, so the print window (about:blank) can load it. */
export function absoluteUrl(path: string, origin: string): string {
  try {
    return new URL(path, origin).href;
  } catch {
    return path;
  }
}

/** A rate as the VAT summary names it: "Standard 20%", "Reduced 5%", "Zero 0%", "Exempt". */
export function vatRateName(rate: string, percent: number): string {
  if (rate === 'exempt') return 'Exempt';
  return `${rate.charAt(0).toUpperCase()}${rate.slice(1)} ${percent}%`;
}
