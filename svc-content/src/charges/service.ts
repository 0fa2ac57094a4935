import type { ChargeCreateRequest, ChargeUpdateRequest } from '@voltdesk/contracts';
import { NotFoundError } from '@voltdesk/service-kit';
import type { ContentChanges } from '../shared/changes';
import { ACTIVE } from '../shared/status';
import type { ChargeModel } from './model';
import { serializeCharge, type ChargeView } from './serializer';

const NOT_FOUND = 'Charge not found.';

export class ChargeService {
  constructor(private readonly deps: { charges: ChargeModel; changes: ContentChanges }) {}

  async list(activeOnly: boolean): Promise<ChargeView[]> {
    const docs = await this.deps.charges
      .find(activeOnly ? { status: ACTIVE } : {})
      .sort({ _id: 1 })
      .lean();
    return docs.map(serializeCharge);
  }

  async create(body: ChargeCreateRequest): Promise<ChargeView> {
    const doc = await this.deps.charges.create({ ...body, status: ACTIVE });
    this.deps.changes.changed('charges');
    return serializeCharge(doc.toObject());
  }

  async update(body: ChargeUpdateRequest): Promise<ChargeView> {
    const { id, ...fields } = body;
    const doc = await this.deps.charges
      .findOneAndUpdate({ _id: id }, { $set: fields }, { returnDocument: 'after' })
      .lean();
    if (!doc) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('charges');
    return serializeCharge(doc);
  }

  async remove(id: string): Promise<void> {
    const done = await this.deps.charges.deleteOne({ _id: id });
    if (done.deletedCount === 0) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('charges');
  }
}
