import { formatDate as formatInstantDate, formatDay, type SingleSetup } from '@voltdesk/app-core';

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

/**
 * `YYYY-MM-DD` as that calendar day, an ISO time as its day on the business's clock: "22 Nov 2026" in the
 * business's locale; '' for none.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : formatInstantDate(value);
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
