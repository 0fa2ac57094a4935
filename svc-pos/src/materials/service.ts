import type { MaterialCreateRequest, MaterialUpdateRequest, MaterialView } from '@voltdesk/contracts';
import { CrudStore } from '@voltdesk/service-kit';
import { poundsToPence } from '../shared/money';
import { materialNameKey, type MaterialDoc, type MaterialModel } from './model';
import { serializeMaterial } from './serializer';

/** The Materials list: what a contractor sells by the unit, with what it costs. */
export class MaterialService {
  readonly records: CrudStore<MaterialDoc, MaterialView, MaterialCreateRequest, MaterialUpdateRequest>;

  constructor(deps: { materials: MaterialModel }) {
    this.records = new CrudStore({
      model: deps.materials,
      serialize: serializeMaterial,
      name: 'materials',
      notFound: 'Material not found.',
      searchIn: ['name'],
      sort: { name: 1 },
      fieldsOf: (input) => {
        const pence = poundsToPence({ cost_price: input.cost_price, price: input.price });
        return {
          name: input.name.trim(),
          name_key: materialNameKey(input.name),
          unit: input.unit,
          cost_pence: pence.cost_price,
          price_pence: pence.price,
          // Left out on an update keeps the stored rate and count; a new material is standard rated and
          // not counted.
          ...(input.vat_rate === undefined ? {} : { vat_rate: input.vat_rate }),
          ...(input.stock === undefined ? {} : { stock: input.stock }),
          ...('status' in input && input.status !== undefined ? { status: input.status } : {}),
        };
      },
      uniqueAs: { name_key: 'name' },
    });
  }
}
