import type { ReactNode } from 'react';
import { normalizeError } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import { Card } from '../../shared/page';

/** A report's card: its own loading and error states, so one slow report never hides the others. */
export function ReportSection<T>({
  title,
  result,
  wide = false,
  children,
}: {
  title: string;
  result: { data?: T; isLoading: boolean; isError: boolean; error?: unknown };
  /** Takes the grid's whole width (the VAT summary's ten columns do not fit half of it). */
  wide?: boolean;
  children: (data: T) => ReactNode;
}) {
  const failed = result.isError
    ? (Object.values(normalizeError(result.error as Parameters<typeof normalizeError>[0]).fields)[0] ??
      'This report could not be loaded.')
    : null;
  return (
    <Card title={title} className={wide ? 'pos-report pos-report--wide' : 'pos-report'}>
      {result.isLoading ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      ) : failed ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          {failed}
        </div>
      ) : result.data ? (
        children(result.data)
      ) : null}
    </Card>
  );
}
