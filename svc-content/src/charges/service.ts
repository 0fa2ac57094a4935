import type { ChargeCreateRequest, ChargeUpdateRequest, ChargeView } from '@voltdesk/contracts';
import { CrudStore, type CrudDeps } from '../shared/crud';
import type { ChargeDoc, ChargeModel } from './model';
import { serializeCharge } from './serializer';

export type ChargeService = CrudStore<ChargeDoc, ChargeView, ChargeCreateRequest, ChargeUpdateRequest>;

/** Rows of the price page: a service and its rate text. */
export const chargeService = (deps: CrudDeps & { charges: ChargeModel }): ChargeService =>
  new CrudStore(
    {
      model: deps.charges,
      serialize: serializeCharge,
      notFound: 'Charge not found.',
      changes: 'charges',
      searchIn: ['service', 'rate'],
    },
    deps,
  );
