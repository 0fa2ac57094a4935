import { toPounds } from '@voltdesk/contracts';

/**
 * How an invoice and a quote show their customer and lines (the contract's sale-shapes): one mapping for
 * both documents, so they never drift apart.
 */

interface StoredCustomer {
  name: string;
  phone: string;
  email: string;
  address?: string | null;
}

interface StoredLine {
  product_id: string;
  name: string;
  price_pence: number;
  qty: number;
  total_pence: number;
}

/** The customer as the document keeps it. */
export const customerSnapshotView = (c: StoredCustomer) => ({
  name: c.name,
  phone: c.phone,
  email: c.email,
  address: c.address ?? null,
});

/** A line in pounds: the service id, its name as labelled, price, qty and price x qty. */
export const saleLineView = (i: StoredLine) => ({
  id: i.product_id,
  name: i.name,
  price: toPounds(i.price_pence),
  qty: i.qty,
  total: toPounds(i.total_pence),
});
