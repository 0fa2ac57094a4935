import {
  defaultCisPart,
  lineTotalPence,
  type CisPart,
  type SaleLineKind,
  type VatRate,
} from '@voltdesk/contracts';

/**
 * What an invoice and a quote store alike from a request (orders/service.ts, quotes/service.ts): the
 * customer as typed and the lines in integer pence, each new line checked against the catalogue or the
 * materials list.
 */

/**
 * A line as stored: what it sells, its name (a free-text line's description) as labelled, price, qty (up
 * to 3 decimals) and its total in pence. `product_id` is the service's id, the material's on a material
 * line, '' on free text. Lines from before kinds have no `kind` (a service) and no cost.
 */
export interface StoredSaleLine {
  product_id: string;
  name: string;
  price_pence: number;
  qty: number;
  total_pence: number;
  kind?: SaleLineKind;
  material_id?: string;
  unit?: string | null;
  /** Cost price per unit, excluding VAT; the line's cost is lineTotalPence(unit_cost_pence, qty). */
  unit_cost_pence?: number;
  cost_pence?: number;
  /** For CIS: labour (deducted from) or materials; absent on lines from before CIS (labour). */
  cis_part?: CisPart;
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

/** A material as a sale line takes it: whether it can be sold, its unit, cost and rate. */
export interface SaleMaterial {
  status: number;
  unit: string;
  cost_pence: number;
  vat_rate: VatRate;
}

/** Where lines are checked: the catalogue's services and (when wired) the materials list. */
export interface SaleLineSources {
  findByIds(ids: readonly string[]): Promise<ReadonlyMap<string, { status: number; vat_rate?: VatRate }>>;
  findMaterials?(ids: readonly string[]): Promise<ReadonlyMap<string, SaleMaterial>>;
}

/** A line of a request, as the contract (pos.orders.create, items) lets it through. */
export interface SaleLineRequest {
  kind?: SaleLineKind;
  id?: string;
  name: string;
  qty: number;
  unit?: string | null;
  vat_rate?: VatRate;
  cis_part?: CisPart;
}

/** The services and materials a request's lines name, looked up once. */
export async function lineSourcesOf(
  sources: SaleLineSources,
  items: readonly SaleLineRequest[],
): Promise<{
  services: ReadonlyMap<string, { status: number; vat_rate?: VatRate }>;
  materials: ReadonlyMap<string, SaleMaterial>;
}> {
  const ids = (kind: 'service' | 'material') =>
    items.filter((i) => (i.kind ?? 'service') === kind && i.id).map((i) => i.id!);
  const materialIds = ids('material');
  const [services, materials] = await Promise.all([
    sources.findByIds(ids('service')),
    materialIds.length && sources.findMaterials
      ? sources.findMaterials(materialIds)
      : Promise.resolve(new Map<string, SaleMaterial>()),
  ]);
  return { services, materials };
}

/**
 * The lines of a request, in pence (`pence(i)`: the price and the unit cost typed, already read exactly),
 * each with its VAT rate. A line whose service or material is already on the document (`kept`, with the
 * rate it was put on at) stays valid if it was deactivated or deleted since and keeps its rate; a new one
 * must be active, else its message goes into `errors` under `items.<i>.id`, and takes its rate. A
 * free-text line takes the rate typed (standard when none). A material line takes its material's unit
 * and, unless one is typed, its cost.
 */
export function saleLinesOf(
  items: readonly SaleLineRequest[],
  pence: (index: number) => { price: number; unit_cost: number | null | undefined },
  sources: Awaited<ReturnType<typeof lineSourcesOf>>,
  kept: ReadonlyMap<string, VatRate>,
  errors: Record<string, string[]>,
): Array<StoredSaleLine & { vat_rate: VatRate }> {
  return items.map((item, i) => {
    const kind = item.kind ?? 'service';
    const id = kind === 'text' ? '' : (item.id ?? '');
    const { price, unit_cost: typedCost } = pence(i);
    const line = {
      product_id: id,
      name: item.name,
      price_pence: price,
      qty: item.qty,
      // price x qty to the penny, halves up: a fractional qty (1.5 hours) can make a fraction of a penny.
      total_pence: lineTotalPence(price, item.qty),
    };
    // Lines from before kinds stay as they were stored: no kind, unit, cost or CIS part of their own.
    const extras = (unit: string | null, unitCost: number | null | undefined, vat: VatRate) => ({
      ...line,
      ...(item.kind ? { kind: item.kind } : {}),
      ...(kind === 'material' ? { material_id: id } : {}),
      ...(unit ? { unit } : {}),
      ...(unitCost === null || unitCost === undefined
        ? {}
        : { unit_cost_pence: unitCost, cost_pence: lineTotalPence(unitCost, item.qty) }),
      ...(item.kind || item.cis_part ? { cis_part: item.cis_part ?? defaultCisPart(item.kind) } : {}),
      vat_rate: vat,
    });
    if (kind === 'text') return extras(item.unit || null, typedCost, item.vat_rate ?? 'standard');
    if (kind === 'material') {
      const known = sources.materials.get(id);
      if (!kept.has(id)) refuseUnsellable(known, 'material', i, errors);
      return extras(
        known?.unit ?? (item.unit || null),
        typedCost ?? known?.cost_pence,
        kept.get(id) ?? known?.vat_rate ?? 'standard',
      );
    }
    const service = sources.services.get(id);
    if (!kept.has(id)) refuseUnsellable(service, 'service', i, errors);
    return extras(item.unit || null, typedCost, kept.get(id) ?? service?.vat_rate ?? 'standard');
  });
}

function refuseUnsellable(
  known: { status: number } | undefined,
  what: 'service' | 'material',
  i: number,
  errors: Record<string, string[]>,
): void {
  if (!known) errors[`items.${i}.id`] = [`The selected ${what} does not exist.`];
  else if (known.status !== 1) errors[`items.${i}.id`] = [`The selected ${what} is inactive.`];
}

/**
 * The amounts of a request's lines to read in pence (poundsToPence): each price, and each unit cost typed.
 */
export function lineAmounts(
  items: readonly { price: number; unit_cost?: number | null }[],
  amounts: Record<string, number>,
): void {
  items.forEach((item, i) => {
    amounts[`items.${i}.price`] = item.price;
    if (typeof item.unit_cost === 'number') amounts[`items.${i}.unit_cost`] = item.unit_cost;
  });
}

/** A line's price and typed unit cost in pence, from what lineAmounts read. */
export const linePence =
  (pence: Record<string, number>, items: readonly { unit_cost?: number | null }[]) => (i: number) => ({
    price: pence[`items.${i}.price`]!,
    unit_cost: typeof items[i]!.unit_cost === 'number' ? pence[`items.${i}.unit_cost`] : undefined,
  });
