import { contentEndpoints as content } from '@voltdesk/contracts';
import { cmsCrudApi } from '../../shared/crud-api';

/**
 * Card List calls. `getCardSection` is the site's path too; with the admin token it lists inactive cards
 * as well. Insert and update are multipart (title, link, image; update adds id and status).
 */
export const { useRecordList: useCardList, useRecordSave: useCardSave } = cmsCrudApi('Card', 'CmsCard', {
  list: content.getCardSection,
  insert: content.insertCardSection,
  update: content.updateCardSection,
  remove: content.deleteCardSection,
});
