import { useDocumentTitle } from '@voltdesk/app-core';
import type { ChargeView } from '@voltdesk/contracts';
import { RecordList, RecordModal, type Column } from '@voltdesk/app-core/ui';
import { Card, PageHeader } from '../../shared/page';
import { SetupForm } from '../../shared/setup-form';
import { TITLE_AND_DESCRIPTION, TITLE_FIELD } from '../../shared/setup-fields';
import { useChargeList, useChargeSave } from './charges-api';

const columns: Column<ChargeView>[] = [
  { header: 'Service', cell: (c) => c.service },
  { header: 'Rate', cell: (c) => c.rate },
];

const FIELDS = [
  { name: 'service', label: 'Service' },
  { name: 'rate', label: 'Rate' },
] as const;

/**
 * Price Page (spec section 2): Body Information (`charge_page_text`), Top/Middle/Bottom images, the
 * Background Image (`chargeBg`) and the Charge List (service and rate).
 */
export default function PricePage() {
  useDocumentTitle('Price Page');
  const list = useChargeList();
  const saving = useChargeSave();
  return (
    <div className="cms-screen">
      <PageHeader title="Price Page" />
      <div className="cms-grid">
        <SetupForm
          setupKey="charge_page_text"
          title="Body Information"
          fields={[
            ...TITLE_AND_DESCRIPTION,
            { name: 'special_description', label: 'Special Description', kind: 'textarea' },
          ]}
        />
        <SetupForm setupKey="charge_top_image" title="Top Image" image="required" />
        <SetupForm setupKey="charge_middle_image" title="Middle Image" image="required" />
        <SetupForm setupKey="charge_bottom_image" title="Bottom Image" image="required" />
        <SetupForm setupKey="chargeBg" title="Background Image" image="optional" fields={[TITLE_FIELD]} />
      </div>
      <Card title="Charge List">
        <RecordList
          {...list}
          columns={columns}
          name={(c) => c.service}
          editor={(charge, close) => (
            <RecordModal noun="Charge" fields={FIELDS} record={charge} onClose={close} {...saving} />
          )}
        />
      </Card>
    </div>
  );
}
