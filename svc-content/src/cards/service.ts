import type { CardCreateRequest, CardUpdateRequest, CardView } from '@voltdesk/contracts';
import { CrudStore, type CrudDeps } from '@voltdesk/service-kit';
import type { CardDoc, CardModel } from './model';
import { serializeCard } from './serializer';

export type CardService = CrudStore<CardDoc, CardView, CardCreateRequest, CardUpdateRequest>;

/** Linked cards of the landing page: title, link and a required image. */
export const cardService = (deps: CrudDeps & { cards: CardModel }): CardService =>
  new CrudStore(
    {
      model: deps.cards,
      serialize: serializeCard,
      notFound: 'Card not found.',
      name: 'cards',
      searchIn: ['title', 'link'],
      images: [{ field: 'image', required: true }],
    },
    deps,
  );
