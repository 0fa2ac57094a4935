import type { CardView } from '@voltdesk/contracts';
import { RecordModal } from '@voltdesk/app-core/ui';
import { useCardSave } from './cards-api';

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
  return <RecordModal noun="Card" fields={FIELDS} record={card} onClose={onClose} {...useCardSave()} />;
}
