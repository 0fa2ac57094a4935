import type { CardCreateRequest, CardUpdateRequest } from '@voltdesk/contracts';
import { NotFoundError, type UploadedFile } from '@voltdesk/service-kit';
import type { ContentChanges } from '../shared/changes';
import { ACTIVE } from '../shared/status';
import type { Images } from '../shared/uploads';
import type { CardModel } from './model';
import { serializeCard, type CardView } from './serializer';

const NOT_FOUND = 'Card not found.';

export class CardService {
  constructor(private readonly deps: { cards: CardModel; images: Images; changes: ContentChanges }) {}

  /** Every card for the admin; active ones only for the public. */
  async list(activeOnly: boolean): Promise<CardView[]> {
    const docs = await this.deps.cards
      .find(activeOnly ? { status: ACTIVE } : {})
      .sort({ _id: 1 })
      .lean();
    return docs.map(serializeCard);
  }

  /** @throws ValidationError `image` when the file is missing or not an image. */
  async create(body: CardCreateRequest, file?: UploadedFile): Promise<CardView> {
    const image = await this.deps.images.take(file, 'image', { required: true });
    const doc = await this.deps.cards.create({ ...body, image, status: ACTIVE });
    this.deps.changes.changed('cards');
    return serializeCard(doc.toObject());
  }

  async update(body: CardUpdateRequest, file?: UploadedFile): Promise<CardView> {
    if (!(await this.deps.cards.exists({ _id: body.id }))) throw new NotFoundError(NOT_FOUND);
    const image = await this.deps.images.take(file, 'image');
    const { id, ...fields } = body;
    const doc = await this.deps.cards
      .findOneAndUpdate(
        { _id: id },
        { $set: { ...fields, ...(image ? { image } : {}) } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!doc) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('cards');
    return serializeCard(doc);
  }

  async remove(id: string): Promise<void> {
    const done = await this.deps.cards.deleteOne({ _id: id });
    if (done.deletedCount === 0) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('cards');
  }
}
