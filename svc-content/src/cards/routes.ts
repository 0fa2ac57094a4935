import { crudHandlers } from '../shared/crud-handlers';
import type { CardService } from './service';

export const cardHandlers = (cards: CardService) =>
  crudHandlers(cards, ['getCardSection', 'insertCardSection', 'updateCardSection', 'deleteCardSection'], {
    label: 'Card',
    files: ['image'],
  });
