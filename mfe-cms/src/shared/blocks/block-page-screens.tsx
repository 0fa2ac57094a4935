import { Link, useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle, type SingleSetup } from '@voltdesk/app-core';
import type { BannerPageView, ListQuery, ServicePageView } from '@voltdesk/contracts';
import {
  ListView,
  pageQuery,
  Spinner,
  toastDeleted,
  useListParams,
  type Column,
  type DeleteOutcome,
  type ListResult,
  type SaveResult,
} from '@voltdesk/app-core/ui';
import { LoadError, PageHeader } from '../page';
import { SetupForm } from '../setup-form';
import { BlockPageForm } from './block-page-form';

type BlockPage = BannerPageView | ServicePageView;
type SaveHook = () => readonly [(form: FormData) => PromiseLike<SaveResult>, { isLoading: boolean }];

/** What differs between the banner pages and the service pages: their words, paths and calls. */
export interface BlockPageKind<P extends BlockPage> {
  variant: 'banner' | 'service';
  /** 'Banner page', 'Service page': the toasts say '<noun> created successfully.' and so on. */
  noun: string;
  titles: { list: string; create: string; update: string };
  /** Header of the title column ('Title' for banner pages, 'Name' for services). */
  nameHeader: string;
  /** Site path prefix: `/banner/` or `/service/`. */
  sitePrefix: string;
  /** Routes of the three screens, relative to the remote's mount point. */
  paths: { list: string; create: string; update: string };
  /** Setup key of the list's background image form. */
  backgroundKey: keyof SingleSetup;
  searchLabel: string;
  /** The resource's calls (cmsCrudApi's hooks). */
  api: {
    useList: (query: ListQuery) => ListResult<P>;
    useDelete: () => readonly [(id: string) => PromiseLike<DeleteOutcome>, unknown];
    useInsert: SaveHook;
    useUpdate: SaveHook;
    useBySlug: (slug: string) => { data?: P | undefined; isLoading: boolean; isError: boolean };
  };
}

/**
 * The list, create and update screens of a block page (spec section 2: Banner Page list/Create/Update,
 * service list/create/update). The list has the Background Image form, then SL, title, site link, edit,
 * delete; create and update are `BlockPageForm`, which goes back to the list after a save.
 */
export function blockPageScreens<P extends BlockPage>(kind: BlockPageKind<P>) {
  const { api, noun, titles, paths } = kind;
  const listPath = `../${paths.list}`;

  function ListPage() {
    useDocumentTitle(titles.list);
    const navigate = useNavigate();
    const control = useListParams();
    const list = api.useList(pageQuery(control.params));
    const [remove] = api.useDelete();
    const columns: Column<P>[] = [
      { header: kind.nameHeader, cell: (r) => r.title },
      {
        header: 'Slug',
        cell: (r) => (
          <a href={`${kind.sitePrefix}${r.slug}`} target="_blank" rel="noreferrer">
            {kind.sitePrefix}
            {r.slug}
          </a>
        ),
      },
    ];
    return (
      <div className="cms-screen">
        <PageHeader
          title={titles.list}
          actions={
            <Link className="vd-btn" to={`../${paths.create}`}>
              Add New
            </Link>
          }
        />
        <SetupForm
          setupKey={kind.backgroundKey}
          title="Background Image"
          image="optional"
          fields={[{ name: 'title', label: 'Title' }]}
        />
        <ListView
          caption={titles.list}
          columns={columns}
          rowKey={(r) => r.id}
          control={control}
          result={list}
          emptyText="Nothing here yet."
          searchLabel={kind.searchLabel}
          actions={{
            name: (r) => r.title,
            onEdit: (r) => navigate(`../${paths.update}/${encodeURIComponent(r.slug)}`),
            onDelete: (r) => toastDeleted(remove(r.id), `${noun} deleted successfully.`),
          }}
        />
      </div>
    );
  }

  function CreatePage() {
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

  function UpdatePage() {
    useDocumentTitle(titles.update);
    const { slug = '' } = useParams();
    const { data, isLoading, isError } = api.useBySlug(slug);
    const [update, updating] = api.useUpdate();
    return (
      <div className="cms-screen">
        <PageHeader title={titles.update} />
        {isLoading ? <Spinner label="Loading" /> : null}
        {isError ? <LoadError what={`The ${noun.toLowerCase()}`} /> : null}
        {data ? (
          <BlockPageForm
            key={data.id}
            variant={kind.variant}
            page={data}
            save={(form) => update(form)}
            busy={updating.isLoading}
            listPath={listPath}
            doneMessage={`${noun} updated successfully.`}
          />
        ) : null}
      </div>
    );
  }

  return { ListPage, CreatePage, UpdatePage };
}
