import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import { pageQuery, Spinner, useListParams } from '@voltdesk/app-core/ui';
import { LoadError, PageHeader } from '../../shared/page';
import { toastDeleted } from '../../shared/delete-toast';
import { BlockPageForm } from '../../shared/blocks/block-page-form';
import { BlockPageList } from '../../shared/blocks/block-page-list';
import {
  useCmsBannerPageBySlugQuery,
  useCmsDeleteBannerPageMutation,
  useCmsGetBannerPagesQuery,
  useCmsInsertBannerPageMutation,
  useCmsUpdateBannerPageMutation,
} from './banner-pages-api';

const LIST = '../bannerlist';

/** Banner Page list: the `banner_page_image` Background Image form; SL, Title, /banner/{slug}, edit, delete. */
export function BannerPageListPage() {
  useDocumentTitle('Banner Page List');
  const control = useListParams();
  const list = useCmsGetBannerPagesQuery(pageQuery(control.params));
  const [remove] = useCmsDeleteBannerPageMutation();
  return (
    <BlockPageList
      title="Banner Page List"
      nameHeader="Title"
      sitePrefix="/banner/"
      createPath="../bannercreate"
      updatePath={(slug) => `../bannerupdate/${slug}`}
      backgroundKey="banner_page_image"
      control={control}
      result={list}
      remove={(row) => toastDeleted(remove(row.id), 'Banner page deleted successfully.')}
      searchLabel="Search banner pages"
    />
  );
}

/** Banner Create: header part, banner part, padding-section blocks; then the banner page list. */
export function BannerCreatePage() {
  useDocumentTitle('Banner Create');
  const [insert, inserting] = useCmsInsertBannerPageMutation();
  return (
    <div className="cms-screen">
      <PageHeader title="Banner Create" />
      <BlockPageForm
        variant="banner"
        save={(form) => insert(form)}
        busy={inserting.isLoading}
        listPath={LIST}
        doneMessage="Banner page created successfully."
      />
    </div>
  );
}

/** Banner Update: the same form loaded by slug (`get_by_slug`). */
export function BannerPageUpdatePage() {
  useDocumentTitle('Banner Update');
  const { slug = '' } = useParams();
  const { data, isLoading, isError } = useCmsBannerPageBySlugQuery(slug);
  const [update, updating] = useCmsUpdateBannerPageMutation();
  return (
    <div className="cms-screen">
      <PageHeader title="Banner Update" />
      {isLoading ? <Spinner label="Loading" /> : null}
      {isError ? <LoadError what="The banner page" /> : null}
      {data ? (
        <BlockPageForm
          key={data.id}
          variant="banner"
          page={data}
          save={(form) => update(form)}
          busy={updating.isLoading}
          listPath={LIST}
          doneMessage="Banner page updated successfully."
        />
      ) : null}
    </div>
  );
}
