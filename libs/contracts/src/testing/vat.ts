import { VAT_PERCENT, VAT_RATES, type OrderVatView, type QuoteView, type VatRate } from '../schemas';

/** Net and VAT of each rate a sample carries, in pounds. */
export type RateFigures = Partial<Record<VatRate, readonly [net: number, vat: number]>>;

/** VAT figures without the document's own fields: what a credit note carries. */
export type VatFigures = Omit<OrderVatView, 'number' | 'prices_include_vat'>;

const toPounds = (pence: number) => pence / 100;
const toPence = (pounds: number) => Math.round(pounds * 100);

/**
 * A sample's VAT figures from each rate's net and VAT: a row per rate in the order svc-pos lists them, each
 * gross its net plus VAT and every total the sum of the rows (the rule of svc-pos's README "VAT"), so a
 * sample writes only the figures it is about and cannot disagree with itself.
 */
export function vatFigures(rates: RateFigures): VatFigures {
  const summary = VAT_RATES.flatMap((rate) => {
    const figures = rates[rate];
    if (!figures) return [];
    const [net, vat] = figures;
    return [{ rate, percent: VAT_PERCENT[rate], net, vat, gross: toPounds(toPence(net) + toPence(vat)) }];
  });
  const total = (key: 'net' | 'vat' | 'gross') =>
    toPounds(summary.reduce((sum, row) => sum + toPence(row[key]), 0));
  return { net: total('net'), vat: total('vat'), gross: total('gross'), summary };
}

/** A VAT invoice's or quote's figures: `vatFigures` with the VAT number shown and how prices were typed. */
export function vatDocument(
  rates: RateFigures,
  { number = 'GB123456789', pricesIncludeVat = false } = {},
): OrderVatView {
  return { number, prices_include_vat: pricesIncludeVat, ...vatFigures(rates) };
}

/**
 * A quote made while VAT registered, prices excluding VAT: Rewire labour (100, standard) and Loft
 * insulation (50, reduced) less £15, spread 10 + 5 before VAT, then 20% and 5% on top. svc-pos's quotes
 * test has it saved with exactly these figures; the quote screens' tests show them.
 */
export const vatQuoteSample = (ids: {
  labour: string;
  insulation: string;
}): Pick<QuoteView, 'items' | 'sub_total' | 'discount' | 'total' | 'vat'> => ({
  items: [
    {
      id: ids.labour,
      name: 'Rewire labour',
      price: 100,
      qty: 1,
      total: 100,
      vat_rate: 'standard',
      vat_percent: 20,
      line_discount: 10,
      net: 90,
      vat: 18,
      gross: 108,
    },
    {
      id: ids.insulation,
      name: 'Loft insulation',
      price: 50,
      qty: 1,
      total: 50,
      vat_rate: 'reduced',
      vat_percent: 5,
      line_discount: 5,
      net: 45,
      vat: 2.25,
      gross: 47.25,
    },
  ],
  sub_total: 150,
  discount: 15,
  total: 155.25,
  vat: vatDocument({ standard: [90, 18], reduced: [45, 2.25] }),
});
