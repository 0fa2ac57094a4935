import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { toastSuccess } from '@voltdesk/app-core';
import { BusyButton, ImageInput, toastFailure } from '@voltdesk/app-core/ui';
import { TextField, useForm, SelectField } from '@voltdesk/app-core/forms';
import { Card, STATUS_OPTIONS } from '../page';
import { toFormData } from '../multipart';
import { publicationBody, publicationInputOf } from '../publication';
import { requiredMessage, type BannerPageView, type ServicePageView } from '@voltdesk/contracts';
import { BlocksEditor, blocksToJson, blockTextErrors, initialBlocks } from './blocks-editor';

type SaveResult = { data: { message?: string } } | { error: FetchBaseQueryError | SerializedError };

export interface BlockPageFormProps {
  /** `banner`: header, banner part and blocks; `service`: title, short description, image and blocks. */
  variant: 'banner' | 'service';
  /** The stored page when updating (then status shows and the id is sent). */
  page?: BannerPageView | ServicePageView;
  save: (form: FormData) => PromiseLike<SaveResult>;
  busy: boolean;
  /** Where to go after a save (the list), relative to the route. */
  listPath: string;
  doneMessage: string;
}

const isBanner = (page: BlockPageFormProps['page']): page is BannerPageView =>
  Boolean(page && 'banner_title' in page);

/**
 * Banner page and service page form (spec section 2): the fields and the publication (published at once
 * or at a time, or a draft), then the ordered blocks; multipart with `json_data` as JSON
 * text; after saving, the list.
 */
export function BlockPageForm({ variant, page, save, busy, listPath, doneMessage }: BlockPageFormProps) {
  const navigate = useNavigate();
  const banner = variant === 'banner';
  const schema = `content.${banner ? 'bannerPages' : 'servicePages'}.${page ? 'update' : 'create'}`;
  const stored = publicationInputOf(page);
  const { values, field, errors, validate, showServerErrors } = useForm(schema, {
    title: page?.title ?? '',
    sort_description: page?.sort_description ?? '',
    banner_title: isBanner(page) ? page.banner_title : '',
    banner_description: isBanner(page) ? page.banner_description : '',
    status: String(page?.status ?? 1),
    publication: stored.publication,
    publish_at: stored.publishAt,
  });
  const [emImage, setEmImage] = useState<File | null>(null);
  const [bannerImage, setBannerImage] = useState<File | null>(null);
  const [blocks, setBlocks] = useState(() => initialBlocks(page?.json_data));
  const [blockErrors, setBlockErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = {
      title: values.title.trim(),
      sort_description: values.sort_description.trim(),
      json_data: blocksToJson(blocks),
      ...publicationBody({
        publication: values.publication === 'draft' ? 'draft' : 'published',
        publishAt: values.publish_at,
      }),
    };
    if (banner) {
      body.banner_title = values.banner_title.trim();
      body.banner_description = values.banner_description.trim();
    }
    if (page) {
      body.id = page.id;
      body.status = values.status === '1' ? 1 : 0;
    }
    // svc-content needs the image on create (its message, from the same wording).
    const textErrors = {
      ...blockTextErrors(blocks),
      ...(!page && !emImage ? { em_image: requiredMessage('em_image') } : {}),
    };
    setBlockErrors(textErrors);
    const valid = validate(body);
    if (!valid || Object.keys(textErrors).length > 0) return;
    const files = banner ? { em_image: emImage, banner_image: bannerImage } : { em_image: emImage };
    const result = await save(toFormData(body, files));
    if ('error' in result) {
      if (Object.keys(showServerErrors(result.error).fields).length === 0) toastFailure(result.error);
      return;
    }
    toastSuccess(result.data.message ?? doneMessage);
    navigate(listPath);
  };

  const shown = { ...errors, ...blockErrors };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card title={banner ? 'Header Part' : 'Service'}>
        <div className="cms-fields cms-fields--two">
          <TextField label="Title" {...field('title')} />
          <TextField
            label={banner ? 'Sort Description' : 'Short Description'}
            multiline
            {...field('sort_description')}
          />
          <ImageInput
            label="Image"
            name="em_image"
            currentUrl={page?.em_image ?? null}
            onChange={(f) => {
              setEmImage(f);
              setBlockErrors(({ em_image: _dropped, ...rest }) => rest);
            }}
            error={shown.em_image}
          />
          <SelectField label="Publication" {...field('publication')}>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
          </SelectField>
          <TextField label="Publish at (empty: at once)" type="datetime-local" {...field('publish_at')} />
          {page ? (
            <SelectField label="Status" {...field('status')}>
              {STATUS_OPTIONS}
            </SelectField>
          ) : null}
        </div>
      </Card>
      {banner ? (
        <Card title="Banner Part">
          <div className="cms-fields cms-fields--two">
            <TextField label="Banner Title" {...field('banner_title')} />
            <TextField label="Banner Description" multiline {...field('banner_description')} />
            <ImageInput
              label="Banner Image"
              name="banner_image"
              currentUrl={page?.banner_image ?? null}
              onChange={setBannerImage}
              error={shown.banner_image}
            />
          </div>
        </Card>
      ) : null}
      <Card title={banner ? 'Padding Section' : 'Content'}>
        <BlocksEditor
          blocks={blocks}
          onChange={(next) => {
            setBlocks(next);
            setBlockErrors({});
          }}
          errors={shown}
        />
      </Card>
      <div className="cms-form-actions">
        <BusyButton busy={busy}>{page ? 'Update' : 'Save'}</BusyButton>
      </div>
    </form>
  );
}
