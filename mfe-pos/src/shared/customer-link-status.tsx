import { defineCalls, read } from '@voltdesk/app-core';
import { posEndpoints as pos, type CustomerLinkKind } from '@voltdesk/contracts';
import { formatDateTime } from './date-time';

const { useCustomerLinksQuery } = defineCalls([], {
  customerLinks: read(pos.getCustomerLinks, {
    args: (arg: { kind: CustomerLinkKind; id: string }) => ({ query: arg }),
    // Opening the link is the customer's doing, elsewhere: ask again each time the document is shown.
    keepUnusedDataFor: 0,
  }),
});

/**
 * Whether the customer opened the link their mail carried, as quoting and invoicing tools show it: the
 * newest link's first opening (or that it has not been opened yet), and when it stops working. Nothing
 * while the document has not been mailed.
 */
export function CustomerLinkStatus({ kind, id }: { kind: CustomerLinkKind; id: string }) {
  const { data } = useCustomerLinksQuery({ kind, id }, { refetchOnMountOrArgChange: true });
  const newest = data?.[0];
  if (!newest) return null;
  const opened = newest.first_opened_at
    ? `Customer first opened the link on ${formatDateTime(newest.first_opened_at)}.`
    : 'The customer has not opened the link yet.';
  const state = newest.revoked_at
    ? ' The link no longer works.'
    : ` The link works until ${formatDateTime(newest.expires_at)}.`;
  return (
    <p className="pos-hint" role="status">
      {opened}
      {state}
    </p>
  );
}
