import { useDocumentTitle } from '@voltdesk/app-core';
import { PageHeader } from '../../shared/page';
import { SetupForm } from '../../shared/setup-form';
import { SETUP_ENTRIES } from './setup-entries';
import { VatSettingsLink } from './vat-settings-link';

/** Setup Page (spec section 2): one form per setup entry, each saved on its own. */
export default function SetupPage() {
  useDocumentTitle('Setup Page');
  return (
    <div className="cms-screen">
      <PageHeader title="Setup Page" />
      <div className="cms-grid">
        {SETUP_ENTRIES.map((entry) => (
          <SetupForm key={entry.setupKey} {...entry} />
        ))}
        <VatSettingsLink />
      </div>
    </div>
  );
}
