import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import { BusyButton, ImageInput, Spinner, toastFailure, type SaveResult } from '@voltdesk/app-core/ui';
import { TextField, useForm, SelectField } from '@voltdesk/app-core/forms';
import { RichTextEditor } from '@voltdesk/app-core/editor';
import { toFormData } from '../../shared/multipart';
import { Card, LoadError, PageHeader, STATUS_OPTIONS } from '../../shared/page';
import { PublicationFields, publicationBody, publicationInputOf } from '../../shared/publication';
import { RevisionsPanel } from '../../shared/revisions-panel';
import { restoredRecord } from '../../shared/restored-record';
import type { PageBySlugView as PageView, RevisionView } from '@voltdesk/contracts';
import { useCreatePageMutation, usePageBySlugQuery, useUpdatePageMutation } from './pages-api';

/** Relative to the route (works under the shell's /admin and the standalone basename alike). */
const LIST = '../pagelist';

/**
 * Page Create (spec section 2): name and rich-text description, and what search engines and link previews
 * show (SEO title, meta description, social image; empty: the name, the start of the text and the logo),
 * and its publication (published at once or at a time, or a draft); then the page list.
 */
export function PageCreatePage() {
  useDocumentTitle('Page Create');
  return (
    <div className="cms-screen">
      <PageHeader title="Page Create" />
      <PageForm />
    </div>
  );
}

/**
 * Page Update: loaded by slug (`pagebyslug`); name, description, publication, status; then the page list.
 * Below the form, the page's revisions, any of which can be restored.
 */
export function PageUpdatePage() {
  useDocumentTitle('Page Update');
  const { slug = '' } = useParams();
  const { data, isLoading, isError } = usePageBySlugQuery(slug);
  const [restored, setRestored] = useState<RevisionView | null>(null);
  return (
    <div className="cms-screen">
      <PageHeader title="Page Update" />
      {isLoading ? <Spinner label="Loading" /> : null}
      {isError ? <LoadError what="The page" /> : null}
      {/* Keyed by the content or the restored revision: either way the form starts again from it. */}
      {data ? (
        <PageForm
          key={restored ? restored.id : JSON.stringify(data)}
          page={restored ? restoredRecord(data, restored.snapshot) : data}
        />
      ) : null}
      {data ? (
        <RevisionsPanel kind="page" recordId={data.id} titleField="name" onRestore={setRestored} />
      ) : null}
    </div>
  );
}

function PageForm({ page }: { page?: PageView }) {
  const navigate = useNavigate();
  const { values, field, errors, validate, showServerErrors, clearField } = useForm(
    page ? 'content.pages.update' : 'content.pages.create',
    {
      name: page?.name ?? '',
      description: page?.description ?? '',
      seo_title: page?.seo_title ?? '',
      meta_description: page?.meta_description ?? '',
    },
  );
  const [status, setStatus] = useState(String(page?.status ?? 1));
  const [socialImage, setSocialImage] = useState<File | null>(null);
  const [publication, setPublication] = useState(() => publicationInputOf(page));
  const [insert, inserting] = useCreatePageMutation();
  const [update, updating] = useUpdatePageMutation();
  const busy = inserting.isLoading || updating.isLoading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const common = {
      name: values.name.trim(),
      description: values.description,
      seo_title: values.seo_title.trim(),
      meta_description: values.meta_description.trim(),
      ...publicationBody(publication),
    };
    const status01 = status === '1' ? 1 : 0;
    if (!validate(page ? { ...common, id: page.id, status: status01 } : common)) return;
    // Multipart for the social image (a page without a new one keeps its stored picture). One branch at a
    // time: the union of both mutations' result types is too deep for the type checker.
    const files = { social_image: socialImage };
    let result: SaveResult;
    if (page) result = await update(toFormData({ ...common, id: page.id, status: status01 }, files));
    else result = await insert(toFormData(common, files));
    if ('error' in result) {
      if (Object.keys(showServerErrors(result.error).fields).length === 0) toastFailure(result.error);
      return;
    }
    toastSuccess(result.data.message ?? (page ? 'Page updated successfully.' : 'Page created successfully.'));
    navigate(LIST);
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="cms-fields">
        <TextField label="Name" {...field('name')} />
        <RichTextEditor
          label="Description"
          value={values.description}
          onChange={field('description').onChange}
          error={errors.description}
        />
        <TextField label="SEO title" placeholder="Empty: the name" {...field('seo_title')} />
        <TextField label="Meta description" multiline {...field('meta_description')} />
        <ImageInput
          label="Social image"
          name="social_image"
          currentUrl={page?.social_image || null}
          onChange={(file) => {
            setSocialImage(file);
            clearField('social_image');
          }}
          error={errors.social_image}
        />
        <PublicationFields
          value={publication}
          onChange={(next) => {
            setPublication(next);
            clearField('publication');
            clearField('publish_at');
          }}
          errors={errors}
        />
        {page ? (
          <SelectField label="Status" name="status" value={status} onChange={setStatus} error={errors.status}>
            {STATUS_OPTIONS}
          </SelectField>
        ) : null}
        <div className="cms-form-actions">
          <BusyButton busy={busy}>{page ? 'Update' : 'Save'}</BusyButton>
        </div>
      </form>
    </Card>
  );
}
