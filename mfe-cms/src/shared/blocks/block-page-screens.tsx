import type { BannerPageView, ServicePageView } from '@voltdesk/contracts';
import type { SaveResult } from '@voltdesk/app-core/ui';
import type { RecordListWiring } from '../crud-api';
import { BlockPageCreateScreen } from './block-page-create-screen';
import { BlockPageListScreen } from './block-page-list-screen';
import { BlockPageUpdateScreen } from './block-page-update-screen';

export type BlockPage = BannerPageView | ServicePageView;
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

/** A block page's screens' words and calls, worked out once from its kind. */
export interface BlockPageScreen<P extends BlockPage> {
  kind: BlockPageKind;
  api: BlockPageApi<P>;
  titles: { list: string; create: string; update: string };
  /** 'Banner page': the toasts' noun. */
  noun: string;
  /** Where the site shows a page: `/<variant>/`. */
  sitePrefix: string;
  /** The list, relative to the create and update routes. */
  listPath: string;
}

/**
 * The list, create and update screens of a block page (spec section 2: Banner Page List, Banner Create,
 * Banner Update; Service Page List, Service Create, Service Update). The list has the Background Image
 * form (`<variant>_page_image`), then SL, title, `/<variant>/<slug>`, edit, delete; create and update are
 * `BlockPageForm`, which goes back to the list after a save. Toasts: '<Variant> page created
 * successfully.' (updated, deleted).
 */
export function blockPageScreens<P extends BlockPage>(kind: BlockPageKind, api: BlockPageApi<P>) {
  const Variant = capitalized(kind.variant);
  const screen: BlockPageScreen<P> = {
    kind,
    api,
    titles: { list: `${Variant} Page List`, create: `${Variant} Create`, update: `${Variant} Update` },
    noun: `${Variant} page`,
    sitePrefix: `/${kind.variant}/`,
    listPath: `../${kind.paths.list}`,
  };
  return {
    ListPage: () => <BlockPageListScreen screen={screen} />,
    CreatePage: () => <BlockPageCreateScreen screen={screen} />,
    UpdatePage: () => <BlockPageUpdateScreen screen={screen} />,
  };
}
