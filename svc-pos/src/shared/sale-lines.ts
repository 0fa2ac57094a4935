import { lineTotalPence } from '@voltdesk/contracts';

/**
 * What an invoice and a quote store alike from a request (orders/service.ts, quotes/service.ts): the
 * customer as typed and the lines in integer pence, each new line checked against the catalogue.
 */

/** A line as stored: the service, its name as labelled, price, qty (up to 3 decimals) and its total in pence. */
export interface StoredSaleLine {
  product_id: string;
  name: string;
  price_pence: number;
  qty: number;
  total_pence: number;
}

/** The customer as the document keeps it (an empty address is none). */
export const customerSnapshotOf = (c: {
  name: string;
  phone: string;
  email: string;
  address?: string | null;
}) => ({
  name: c.name,
  phone: c.phone,
  email: c.email,
  address: c.address || null,
});

/**
 * The lines of a request, in pence (`pricePence(i)`, already read exactly). A line whose service is
 * already on the document (`kept`) stays valid if the service was deactivated or deleted since; a new one
 * must be an active service, else its message goes into `errors` under `items.<i>.id`.
 */
export function saleLinesOf(
  items: readonly { id: string; name: string; qty: number }[],
  pricePence: (index: number) => number,
  catalogue: ReadonlyMap<string, { status: number }>,
  kept: (id: string) => boolean,
  errors: Record<string, string[]>,
): StoredSaleLine[] {
  return items.map((item, i) => {
    if (!kept(item.id)) {
      const known = catalogue.get(item.id);
      if (!known) errors[`items.${i}.id`] = ['The selected service does not exist.'];
      else if (known.status !== 1) errors[`items.${i}.id`] = ['The selected service is inactive.'];
    }
    const price = pricePence(i);
    return {
      product_id: item.id,
      name: item.name,
      price_pence: price,
      qty: item.qty,
      // price x qty to the penny, halves up: a fractional qty (1.5 hours) can make a fraction of a penny.
      total_pence: lineTotalPence(price, item.qty),
    };
  });
}
