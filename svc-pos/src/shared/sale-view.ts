import { toPounds } from '@voltdesk/contracts';
import type { StoredSaleLine } from './sale-lines';

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

type StoredLine = StoredSaleLine;

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
  // Lines from before kinds show as they always did; every other line says what it is.
  ...(i.kind ? { kind: i.kind } : {}),
  ...(i.material_id ? { material_id: i.material_id } : {}),
  ...(i.unit ? { unit: i.unit } : {}),
  ...(i.unit_cost_pence === undefined || i.unit_cost_pence === null
    ? {}
    : { unit_cost: toPounds(i.unit_cost_pence), cost: toPounds(i.cost_pence ?? 0) }),
  ...(i.cis_part ? { cis_part: i.cis_part } : {}),
});
