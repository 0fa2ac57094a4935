import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { toastSuccess, toFormData } from '@voltdesk/app-core';
import { BusyButton, toastFailure } from '@voltdesk/app-core/ui';
import { useForm } from '@voltdesk/app-core/forms';
import { Card } from '../page';
import { publicationInputOf } from '../publication';
import { requiredMessage, type BannerPageView, type ServicePageView } from '@voltdesk/contracts';
import { BannerPartCard } from './banner-part-card';
import { HeaderPartCard } from './header-part-card';
import { blockPageBody } from './block-page-body';
import { BlocksEditor, blockTextErrors, initialBlocks } from './blocks-editor';

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

/** The form's texts when it opens: the stored page's, or a new page's (active, published at once). */
function initialValues(page: BlockPageFormProps['page']) {
  const stored = publicationInputOf(page);
  return {
    title: page?.title ?? '',
    sort_description: page?.sort_description ?? '',
    banner_title: isBanner(page) ? page.banner_title : '',
    banner_description: isBanner(page) ? page.banner_description : '',
    status: String(page?.status ?? 1),
    publication: stored.publication,
    publish_at: stored.publishAt,
  };
}

/**
 * Banner page and service page form (spec section 2): the fields and the publication (published at once
 * or at a time, or a draft), then the ordered blocks; multipart with `json_data` as JSON
 * text; after saving, the list.
 */
export function BlockPageForm({ variant, page, save, busy, listPath, doneMessage }: BlockPageFormProps) {
  const navigate = useNavigate();
  const banner = variant === 'banner';
  const schema = `content.${banner ? 'bannerPages' : 'servicePages'}.${page ? 'update' : 'create'}`;
  const { values, field, errors, validate, showServerErrors } = useForm(schema, initialValues(page));
  const [emImage, setEmImage] = useState<File | null>(null);
  const [bannerImage, setBannerImage] = useState<File | null>(null);
  const [blocks, setBlocks] = useState(() => initialBlocks(page?.json_data));
  const [blockErrors, setBlockErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = blockPageBody(values, blocks, banner, page);
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
      <HeaderPartCard
        banner={banner}
        fields={{
          title: field('title'),
          description: field('sort_description'),
          publication: field('publication'),
          publishAt: field('publish_at'),
          status: page ? field('status') : null,
        }}
        currentImage={page?.em_image ?? null}
        onImage={(f) => {
          setEmImage(f);
          setBlockErrors(({ em_image: _dropped, ...rest }) => rest);
        }}
        imageError={shown.em_image}
      />
      {banner ? (
        <BannerPartCard
          title={field('banner_title')}
          description={field('banner_description')}
          currentImage={page?.banner_image ?? null}
          onImage={setBannerImage}
          imageError={shown.banner_image}
        />
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
