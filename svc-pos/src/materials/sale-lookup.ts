import type { VatRate } from '@voltdesk/contracts';
import type { SaleMaterial } from '../shared/sale-lines';
import type { MaterialDoc, MaterialModel } from './model';

/**
 * Where invoice and quote lines are checked (shared/sale-lines.ts SaleLineSources): the catalogue's
 * services as before, and the materials list for material lines.
 */
export function saleLineSources<
  C extends {
    findByIds(
      ids: readonly string[],
    ): Promise<Map<string, { status: 0 | 1; id: string; name: string; vat_rate?: VatRate }>>;
  },
>(catalogue: C, materials: MaterialModel) {
  return {
    findByIds: (ids: readonly string[]) => catalogue.findByIds(ids),
    findMaterials: async (ids: readonly string[]): Promise<Map<string, SaleMaterial>> => {
      const valid = ids.filter((id) => /^[a-f0-9]{24}$/.test(id));
      const docs = await materials.find({ _id: { $in: valid } }).lean<MaterialDoc[]>();
      return new Map(
        docs.map((m) => [
          String(m._id),
          { status: m.status, unit: m.unit, cost_pence: m.cost_pence, vat_rate: m.vat_rate },
        ]),
      );
    },
  };
}
