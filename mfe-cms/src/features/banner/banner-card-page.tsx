import { useDocumentTitle } from '@voltdesk/app-core';
import type { CardView } from '@voltdesk/contracts';
import { RecordList, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { Card, PageHeader } from '../../shared/page';
import { SetupForm } from '../../shared/setup-form';
import { TITLE_AND_DESCRIPTION } from '../../shared/setup-fields';
import { useCardList } from './cards-api';
import { CardModal } from './card-modal';

const columns: Column<CardView>[] = [
  {
    header: 'Image',
    cell: (c) => (c.image ? <img className="cms-thumb" src={c.image} alt={`${c.title} image`} /> : null),
  },
  { header: 'Title', cell: (c) => c.title },
  { header: 'Link', cell: (c) => c.link },
  { header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
];

/** Banner & Card (spec section 2): the Top Banner form (setup `mainBanner`) and the Card List. */
export default function BannerCardPage() {
  useDocumentTitle('Banner & Card');
  const list = useCardList();

  return (
    <div className="cms-screen">
      <PageHeader title="Banner & Card" />
      <SetupForm setupKey="mainBanner" title="Top Banner" fields={TITLE_AND_DESCRIPTION} />
      <Card title="Card List">
        <RecordList
          {...list}
          columns={columns}
          name={(c) => c.title}
          editor={(card, close) => <CardModal card={card} onClose={close} />}
        />
      </Card>
    </div>
  );
}
