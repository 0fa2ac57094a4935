import type { ChargeCreateRequest, ChargeUpdateRequest, ChargeView } from '@voltdesk/contracts';
import { CrudStore, type CrudDeps } from '@voltdesk/service-kit';
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
      name: 'charges',
      searchIn: ['service', 'rate'],
    },
    deps,
  );
