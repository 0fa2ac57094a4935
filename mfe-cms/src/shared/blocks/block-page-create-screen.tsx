import { useDocumentTitle } from '@voltdesk/app-core';
import { PageHeader } from '../page';
import { BlockPageForm } from './block-page-form';
import type { BlockPage, BlockPageScreen } from './block-page-screens';

/** Banner Create, Service Create: an empty BlockPageForm, then the list. */
export function BlockPageCreateScreen<P extends BlockPage>({ screen }: { screen: BlockPageScreen<P> }) {
  const { kind, api, titles, noun, listPath } = screen;
  useDocumentTitle(titles.create);
  const [insert, inserting] = api.useInsert();
  return (
    <div className="cms-screen">
      <PageHeader title={titles.create} />
      <BlockPageForm
        variant={kind.variant}
        save={(form) => insert(form)}
        busy={inserting.isLoading}
        listPath={listPath}
        doneMessage={`${noun} created successfully.`}
      />
    </div>
  );
}
