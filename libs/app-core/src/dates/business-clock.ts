/**
 * How the business writes dates and on whose clock (svc-auth `GET /api/businessClock`, from
 * BUSINESS_LOCALE and BUSINESS_TIME_ZONE). Module state, not the store: table cells, print windows and
 * document builders format dates outside React. `@voltdesk/app-core` is a federation singleton, so the
 * shell's answer is every remote's.
 */
export interface BusinessClock {
  /** BCP 47 locale (`en-GB`). */
  locale: string;
  /** IANA zone (`Europe/London`). */
  timeZone: string;
}

let current: BusinessClock | null = null;

/** Sets the business's clock (the gate does, once svc-auth answers). */
export function setBusinessClock(clock: BusinessClock): void {
  current = { ...clock };
}

/**
 * The business's clock; until svc-auth has answered (or when it cannot), the browser's, so a date is
 * still shown rather than nothing.
 */
export function businessClock(): BusinessClock {
  if (current) return current;
  const resolved = new Intl.DateTimeFormat().resolvedOptions();
  return { locale: resolved.locale, timeZone: resolved.timeZone };
}

/** Whether svc-auth's answer is in. */
export const businessClockKnown = (): boolean => current !== null;

/** Tests only: forget the clock. */
export function resetBusinessClock(): void {
  current = null;
}
