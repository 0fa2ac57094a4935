import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastSuccess, toFormData } from '@voltdesk/app-core';
import { BusyButton, toastFailure, type SaveResult } from '@voltdesk/app-core/ui';
import { TextField, useForm, SelectField } from '@voltdesk/app-core/forms';
import { RichTextEditor } from '@voltdesk/app-core/editor';
import { contentEndpoints, messageOf, type PageBySlugView as PageView } from '@voltdesk/contracts';
import { Card, STATUS_OPTIONS } from '../../shared/page';
import { PublicationFields, publicationBody, publicationInputOf } from '../../shared/publication';
import { PageSeoFields } from './page-seo-fields';
import { useCreatePageMutation, useUpdatePageMutation } from './pages-api';

/** Relative to the route (works under the shell's /admin and the standalone basename alike). */
const LIST = '../pagelist';

/** The page's texts as the contract takes them: trimmed, the description's HTML as it is. */
const pageText = (values: Record<'name' | 'description' | 'seo_title' | 'meta_description', string>) => ({
  name: values.name.trim(),
  description: values.description,
  seo_title: values.seo_title.trim(),
  meta_description: values.meta_description.trim(),
});

/**
 * A page's form: name, rich-text description, what search engines and link previews show, publication
 * and, when it updates a page, status; saved as multipart (the social image), then the page list.
 */
export function PageForm({ page }: { page?: PageView }) {
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
    const common = { ...pageText(values), ...publicationBody(publication) };
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
    toastSuccess(
      result.data.message ?? messageOf(page ? contentEndpoints.updatePage : contentEndpoints.pageInsert),
    );
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
        <PageSeoFields
          seoTitle={field('seo_title')}
          metaDescription={field('meta_description')}
          currentImage={page?.social_image || null}
          onImage={(file) => {
            setSocialImage(file);
            clearField('social_image');
          }}
          imageError={errors.social_image}
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
