import { crudHandlers } from '@voltdesk/service-kit';
import type { CardService } from './service';

export const cardHandlers = (cards: CardService) =>
  crudHandlers(
    cards,
    {
      list: 'cards',
      create: 'createCard',
      update: 'updateCard',
      remove: 'deleteCard',
    },
    {
      label: 'Card',
      files: ['image'],
    },
  );
