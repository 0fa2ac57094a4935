import type { ReactNode } from 'react';
import { useGetBusinessClockQuery } from '../api/api';
import { Spinner } from '../ui/spinner';
import { setBusinessClock } from './business-clock';

/**
 * Draws its children once the business's clock is known (svc-auth `GET /api/businessClock`, one small
 * public call, kept for the page's life), so no date is first drawn the browser's way and then changes.
 * When svc-auth cannot answer, the children are drawn anyway, with the browser's clock.
 */
export function BusinessClockGate({ children }: { children: ReactNode }) {
  const { data, isLoading } = useGetBusinessClockQuery();
  if (isLoading) return <Spinner label="Loading" />;
  // Before the children format anything: the formatters read module state, not the store. The same
  // value every render, so setting it here is idempotent.
  if (data) setBusinessClock(data);
  return children;
}
