import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { BannerPageView, RevisionView, ServicePageView } from '@voltdesk/contracts';
import { ListView, Spinner, toastDeleted, type Column, type SaveResult } from '@voltdesk/app-core/ui';
import type { RecordListWiring } from '../crud-api';
import { LoadError, PageHeader } from '../page';
import { SetupForm } from '../setup-form';
import { TITLE_FIELD } from '../setup-fields';
import { BlockPageForm } from './block-page-form';
import { RevisionsPanel } from '../revisions-panel';
import { restoredRecord } from '../restored-record';

type BlockPage = BannerPageView | ServicePageView;
type SaveHook = () => readonly [(form: FormData) => PromiseLike<SaveResult>, { isLoading: boolean }];

/** The resource's calls: the hooks `cmsCrudApi` makes for it. */
export interface BlockPageApi<P extends BlockPage> {
  useRecordList: () => RecordListWiring<P>;
  useInsert: SaveHook;
  useUpdate: SaveHook;
  useBySlug: (slug: string) => { data?: BlockPage | undefined; isLoading: boolean; isError: boolean };
}

/** What differs between the banner pages and the service pages besides their words. */
export interface BlockPageKind {
  /** 'banner' or 'service': the screens' titles, toasts, site paths and background key follow from it. */
  variant: 'banner' | 'service';
  /** Header of the title column ('Title' for banner pages, 'Name' for services). */
  nameHeader: string;
  /** Routes of the three screens, relative to the remote's mount point (the spec's spellings). */
  paths: { list: string; create: string; update: string };
}

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * The list, create and update screens of a block page (spec section 2: Banner Page List, Banner Create,
 * Banner Update; Service Page List, Service Create, Service Update). The list has the Background Image
 * form (`<variant>_page_image`), then SL, title, `/<variant>/<slug>`, edit, delete; create and update are
 * `BlockPageForm`, which goes back to the list after a save. Toasts: '<Variant> page created
 * successfully.' (updated, deleted).
 */
export function blockPageScreens<P extends BlockPage>(kind: BlockPageKind, api: BlockPageApi<P>) {
  const { variant, paths } = kind;
  const Variant = capitalized(variant);
  const noun = `${Variant} page`;
  const titles = { list: `${Variant} Page List`, create: `${Variant} Create`, update: `${Variant} Update` };
  const sitePrefix = `/${variant}/`;
  const listPath = `../${paths.list}`;
  const { useRecordList, useInsert, useUpdate, useBySlug } = api;

  function ListPage() {
    useDocumentTitle(titles.list);
    const navigate = useNavigate();
    const { remove, ...list } = useRecordList();
    const columns: Column<P>[] = [
      { header: kind.nameHeader, cell: (r) => r.title },
      {
        header: 'Slug',
        cell: (r) => (
          <a href={`${sitePrefix}${r.slug}`} target="_blank" rel="noreferrer">
            {sitePrefix}
            {r.slug}
          </a>
        ),
      },
    ];
    return (
      <div className="cms-screen">
        <PageHeader title={titles.list} addNewTo={`../${paths.create}`} />
        <SetupForm
          setupKey={`${variant}_page_image`}
          title="Background Image"
          image="optional"
          fields={[TITLE_FIELD]}
        />
        <ListView
          {...list}
          caption={titles.list}
          columns={columns}
          emptyText="Nothing here yet."
          actions={{
            name: (r) => r.title,
            onEdit: (r) => navigate(`../${paths.update}/${encodeURIComponent(r.slug)}`),
            onDelete: (r) => toastDeleted(remove.call(r), remove.deleted),
          }}
        />
      </div>
    );
  }

  function CreatePage() {
    useDocumentTitle(titles.create);
    const [insert, inserting] = useInsert();
    return (
      <div className="cms-screen">
        <PageHeader title={titles.create} />
        <BlockPageForm
          variant={variant}
          save={(form) => insert(form)}
          busy={inserting.isLoading}
          listPath={listPath}
          doneMessage={`${noun} created successfully.`}
        />
      </div>
    );
  }

  function UpdatePage() {
    useDocumentTitle(titles.update);
    const { slug = '' } = useParams();
    const { data, isLoading, isError } = useBySlug(slug);
    const [update, updating] = useUpdate();
    const [restored, setRestored] = useState<RevisionView | null>(null);
    return (
      <div className="cms-screen">
        <PageHeader title={titles.update} />
        {isLoading ? <Spinner label="Loading" /> : null}
        {isError ? <LoadError what={`The ${variant} page`} /> : null}
        {data ? (
          <BlockPageForm
            // Keyed by the content or the restored revision: either way the form starts again from it.
            key={restored ? restored.id : JSON.stringify(data)}
            variant={variant}
            page={restored ? restoredRecord(data, restored.snapshot) : data}
            save={(form) => update(form)}
            busy={updating.isLoading}
            listPath={listPath}
            doneMessage={`${noun} updated successfully.`}
          />
        ) : null}
        {data ? (
          <RevisionsPanel
            kind={`${variant}-page`}
            recordId={data.id}
            titleField="title"
            onRestore={setRestored}
          />
        ) : null}
      </div>
    );
  }

  return { ListPage, CreatePage, UpdatePage };
}
