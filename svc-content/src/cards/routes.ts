import { crudHandlers } from '@voltdesk/service-kit';
import type { CardService } from './service';

export const cardHandlers = (cards: CardService) =>
  crudHandlers(
    cards,
    {
      list: 'getCardSection',
      create: 'insertCardSection',
      update: 'updateCardSection',
      remove: 'deleteCardSection',
    },
    {
      label: 'Card',
      files: ['image'],
    },
  );
