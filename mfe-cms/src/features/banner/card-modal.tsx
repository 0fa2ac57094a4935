import type { CardView } from '@voltdesk/contracts';
import { RecordModal } from '@voltdesk/app-core/ui';
import { toFormData } from '../../shared/multipart';
import { useCmsInsertCardMutation, useCmsUpdateCardMutation } from './cards-api';

/** A bare slug ('rewiring') is a site path: the contract takes /paths and http(s) URLs. */
const linkOf = (typed: string) => {
  const t = typed.trim();
  return t === '' || /^(\/|https?:\/\/)/.test(t) ? t : `/${t}`;
};

const FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'link', label: 'Link or slug', placeholder: '/service/rewiring', parse: linkOf },
  { name: 'image', label: 'Image', kind: 'image', requiredOnCreate: true },
] as const;

/** Card add (no `card`) or update modal: title, link or slug, image; update adds status. */
export function CardModal({ card, onClose }: { card?: CardView | undefined; onClose: () => void }) {
  const [insert, inserting] = useCmsInsertCardMutation();
  const [update, updating] = useCmsUpdateCardMutation();
  return (
    <RecordModal
      noun="Card"
      fields={FIELDS}
      record={card}
      schemas={{ create: 'content.cards.create', update: 'content.cards.update' }}
      save={(body, files) => (card ? update(toFormData(body, files)) : insert(toFormData(body, files)))}
      busy={inserting.isLoading || updating.isLoading}
      onClose={onClose}
    />
  );
}
