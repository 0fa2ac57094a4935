import { formatDateTime as businessDateTime } from '@voltdesk/app-core';

/**
 * An API time as the desk reads it: "22 Nov 2026, 09:00" in the business's locale and on its clock
 * (svc-auth's `businessClock`, the zone svc-pos counts its days in too), whatever the browser's.
 */
export function formatDateTime(iso: string): string {
  return businessDateTime(iso);
}
