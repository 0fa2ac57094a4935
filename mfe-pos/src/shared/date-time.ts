/** The business's time zone (svc-pos counts its days in it too: svc-pos/src/shared/periods.ts). */
export const BUSINESS_TIME_ZONE = 'Europe/London';

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

/** An API time as the desk reads it: "22 Nov 2026, 09:00" (UK time). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
