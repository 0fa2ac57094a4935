import { crudHandlers } from '../shared/crud-handlers';
import type { ContentHandlers } from '../shared/handlers';
import type { CardService } from './service';

type CardHandlers = Pick<
  ContentHandlers,
  'getCardSection' | 'insertCardSection' | 'updateCardSection' | 'deleteCardSection'
>;

export const cardHandlers = (cards: CardService): CardHandlers =>
  crudHandlers(
    cards,
    {
      list: 'getCardSection',
      create: 'insertCardSection',
      update: 'updateCardSection',
      remove: 'deleteCardSection',
    },
    { label: 'Card', files: ['image'] },
  );
