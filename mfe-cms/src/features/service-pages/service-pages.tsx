import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import { pageQuery, Spinner, useListParams } from '@voltdesk/app-core/ui';
import { LoadError, PageHeader } from '../../shared/page';
import { toastDeleted } from '../../shared/delete-toast';
import { BlockPageForm } from '../../shared/blocks/block-page-form';
import { BlockPageList } from '../../shared/blocks/block-page-list';
import {
  useCmsDeleteServiceMutation,
  useCmsGetServicesQuery,
  useCmsInsertServiceMutation,
  useCmsServiceBySlugQuery,
  useCmsUpdateServiceMutation,
} from './service-pages-api';

const LIST = '../servicePageList';

/** Service list: SL, Name, Slug (/service/{slug}), edit, delete; the `service_page_image` background form. */
export function ServicePageListPage() {
  useDocumentTitle('Service Page List');
  const control = useListParams();
  const list = useCmsGetServicesQuery(pageQuery(control.params));
  const [remove] = useCmsDeleteServiceMutation();
  return (
    <BlockPageList
      title="Service Page List"
      nameHeader="Name"
      sitePrefix="/service/"
      createPath="../serviceCreate"
      updatePath={(slug) => `../servicePageUpdate/${slug}`}
      backgroundKey="service_page_image"
      control={control}
      result={list}
      remove={(row) => toastDeleted(remove(row.id), 'Service page deleted successfully.')}
      searchLabel="Search service pages"
    />
  );
}

/** Service create: title, short description, image, blocks; then the service list. */
export function ServiceCreatePage() {
  useDocumentTitle('Service Create');
  const [insert, inserting] = useCmsInsertServiceMutation();
  return (
    <div className="cms-screen">
      <PageHeader title="Service Create" />
      <BlockPageForm
        variant="service"
        save={(form) => insert(form)}
        busy={inserting.isLoading}
        listPath={LIST}
        doneMessage="Service page created successfully."
      />
    </div>
  );
}

/** Service update: the same form loaded by slug (`service_get_by_slug`). */
export function ServicePageUpdatePage() {
  useDocumentTitle('Service Update');
  const { slug = '' } = useParams();
  const { data, isLoading, isError } = useCmsServiceBySlugQuery(slug);
  const [update, updating] = useCmsUpdateServiceMutation();
  return (
    <div className="cms-screen">
      <PageHeader title="Service Update" />
      {isLoading ? <Spinner label="Loading" /> : null}
      {isError ? <LoadError what="The service page" /> : null}
      {data ? (
        <BlockPageForm
          key={data.id}
          variant="service"
          page={data}
          save={(form) => update(form)}
          busy={updating.isLoading}
          listPath={LIST}
          doneMessage="Service page updated successfully."
        />
      ) : null}
    </div>
  );
}
