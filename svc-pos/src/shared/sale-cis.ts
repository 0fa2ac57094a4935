import { apportion, lineTotalPence, toPounds, type CisRate, type CisSnapshotView } from '@voltdesk/contracts';

/**
 * The Construction Industry Scheme on an invoice (svc-pos/README.md "CIS"). A contractor customer deducts
 * CIS at their rate from the labour part of the invoice, worked on its amount **excluding VAT** and
 * excluding what the materials cost (HMRC CIS340: the deduction is on the gross payment less VAT and the
 * cost of materials). The lines' amounts are excluding VAT after their share of the discount; a materials
 * line counts its cost (when known, up to its amount) as materials and any mark-up as labour, every other
 * line counts as labour;
 * the deduction is labour x rate, to the penny, halves up (lineTotalPence, the repo's one rounding rule).
 * The contractor pays the invoice's total less the deduction (`payable`), and the invoice is Paid when that
 * is received.
 */
export interface CisSnapshot {
  rate: CisRate;
  labour_pence: number;
  materials_pence: number;
  deduction_pence: number;
  payable_pence: number;
  /** Labour credit notes took back (excluding VAT), and the part of the deduction that went with it. */
  credited_labour_pence: number;
  credited_deduction_pence: number;
}

/** What the CIS arithmetic reads of a line. */
interface CisLine {
  total_pence: number;
  net_pence?: number;
  cost_pence?: number;
  cis_part?: 'labour' | 'materials';
}

/** CIS at `rate` percent of `labourPence`, to the penny, halves up. */
export const cisDeduction = (labourPence: number, rate: CisRate): number =>
  lineTotalPence(labourPence, rate / 100);

/**
 * The invoice's CIS figures, or null when the customer does not deduct CIS (`rate` null). A VAT invoice's
 * lines carry their net after the discount; any other invoice's discount is apportioned over its lines as
 * the VAT rule does (largest remainder).
 */
export function cisOf(
  rate: CisRate | null | undefined,
  doc: { items: readonly CisLine[]; discount_pence: number; total_pence: number; vatted: boolean },
): CisSnapshot | null {
  if (rate === null || rate === undefined) return null;
  const shares = doc.vatted
    ? doc.items.map(() => 0)
    : apportion(
        doc.discount_pence,
        doc.items.map((i) => i.total_pence),
      );
  let labour = 0;
  let materials = 0;
  doc.items.forEach((item, k) => {
    const net = doc.vatted ? (item.net_pence ?? 0) : item.total_pence - shares[k]!;
    if (item.cis_part !== 'materials') {
      labour += net;
      return;
    }
    // Only what the materials cost is kept out of the deduction: a mark-up on them is liable, as labour.
    const cost = item.cost_pence === undefined ? net : Math.min(item.cost_pence, net);
    materials += cost;
    labour += net - cost;
  });
  const deduction = cisDeduction(labour, rate);
  return {
    rate,
    labour_pence: labour,
    materials_pence: materials,
    deduction_pence: deduction,
    payable_pence: doc.total_pence - deduction,
    credited_labour_pence: 0,
    credited_deduction_pence: 0,
  };
}

/** The deduction that still applies after the credit notes. */
export const deductionNow = (cis: CisSnapshot | null | undefined): number =>
  cis ? cis.deduction_pence - cis.credited_deduction_pence : 0;

/**
 * The CIS after a credit note whose amount excluding VAT is `creditNetPence`: the labour share of it is
 * that net pro rata to labour / (labour + materials), halves up, never more than the labour left; the
 * deduction then is the rate on the labour left, so after credits taking everything back it is exactly 0
 * (no pennies stranded by rounding each credit on its own). See svc-pos/README.md "CIS".
 */
export function cisAfterCredit(cis: CisSnapshot, creditNetPence: number): CisSnapshot {
  const net = cis.labour_pence + cis.materials_pence;
  const labourLeft = cis.labour_pence - cis.credited_labour_pence;
  const share =
    net === 0
      ? 0
      : Number((BigInt(creditNetPence) * BigInt(cis.labour_pence) * 2n + BigInt(net)) / (BigInt(net) * 2n));
  const creditedLabour = cis.credited_labour_pence + Math.min(share, labourLeft);
  const deductionLeft = cisDeduction(cis.labour_pence - creditedLabour, cis.rate);
  return {
    ...cis,
    credited_labour_pence: creditedLabour,
    credited_deduction_pence: cis.deduction_pence - deductionLeft,
  };
}

/** The invoice's CIS in pounds, as the API shows it. */
export const serializeCis = (cis: CisSnapshot): CisSnapshotView => ({
  rate: cis.rate,
  labour: toPounds(cis.labour_pence),
  materials: toPounds(cis.materials_pence),
  deduction: toPounds(cis.deduction_pence),
  payable: toPounds(cis.payable_pence),
  credited_labour: toPounds(cis.credited_labour_pence),
  credited_deduction: toPounds(cis.credited_deduction_pence),
});
