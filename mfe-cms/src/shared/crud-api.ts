import type { FetchArgs, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import { api, callOf, type baseQuery } from '@voltdesk/app-core';
import {
  useServerRecordList,
  type DeleteOutcome,
  type ListPageOf,
  type ListParamsControl,
  type ListResult,
  type SaveResult,
} from '@voltdesk/app-core/ui';
import type { BodyInputOf, Endpoint, EnvelopeOf, ListQuery, SchemaId, ViewOf } from '@voltdesk/contracts';
import type { RowOf } from './list-api';
import { toFormData } from './multipart';
import { CMS_TAGS, listTags, type CmsTag } from './tags';

const cmsApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS });
type CmsBuilder = Parameters<Parameters<typeof cmsApi.injectEndpoints>[0]['endpoints']>[0];
type CmsTagTypes = 'CurrentUser' | 'Setup' | CmsTag;
type Query<Arg, Result> = QueryDefinition<Arg, typeof baseQuery, CmsTagTypes, Result, 'api'>;
type Mutation<Arg, Result> = MutationDefinition<Arg, typeof baseQuery, CmsTagTypes, Result, 'api'>;

/** What a save sends: FormData to a multipart endpoint, else the body its schema types. */
type SendOf<E extends Endpoint> = E['multipart'] extends true ? FormData : BodyInputOf<E>;

/** The calls of one svc-content resource, by their definitions in libs/contracts. */
export interface CrudCalls<
  L extends Endpoint,
  I extends Endpoint,
  U extends Endpoint,
  D extends Endpoint,
  S extends Endpoint | undefined,
> {
  /** The admin list: `page`, `per_page`, `search`. */
  list: L;
  insert: I & { body: SchemaId };
  update: U & { body: SchemaId };
  /** `?id=`. */
  remove: D;
  /** `?slug=`, for the resources edited on a screen of their own. */
  bySlug?: S;
}

/** The four endpoints of a resource, typed by its definitions. */
interface Definitions<L extends Endpoint, I extends Endpoint, U extends Endpoint, D extends Endpoint> {
  List: Query<ListQuery, ListPageOf<RowOf<L>>>;
  Insert: Mutation<SendOf<I>, EnvelopeOf<I>>;
  Update: Mutation<SendOf<U>, EnvelopeOf<U>>;
  Delete: Mutation<string, EnvelopeOf<D>>;
}
/** The by-slug read, when the resource has one. */
type SlugDefinition<S extends Endpoint | undefined> = S extends Endpoint
  ? { BySlug: Query<string, ViewOf<S>> }
  : Record<never, never>;

/** `cmsChargeList`, `cmsChargeInsert`, ...: endpoint names are global in the shell's one api. */
type Named<N extends string, T> = { [K in keyof T & string as `cms${N}${K}`]: T[K] };

/** What a save answers, as far as this file reads it: the record's id, to refresh that record's reads. */
interface SaveAnswer {
  data?: { id?: string } | null;
}

function definitions<
  L extends Endpoint,
  I extends Endpoint,
  U extends Endpoint,
  D extends Endpoint,
  S extends Endpoint | undefined,
>(
  build: CmsBuilder,
  tag: CmsTag,
  { list, insert, update, remove, bySlug }: CrudCalls<L, I, U, D, S>,
): Definitions<L, I, U, D> & SlugDefinition<S> {
  // With the endpoints as type parameters, the contract's types (callOf's arguments, the views) are too
  // deep to resolve in here. So this is written for any endpoint of each kind, and its return type says
  // what it builds for these endpoints; the call sites resolve that.
  const call = callOf as (endpoint: Endpoint, args: { query?: object; body?: unknown }) => FetchArgs;
  const built = {
    List: build.query<ListPageOf<{ id: string }>, ListQuery>({
      query: (query) => call(list, { query }),
      transformResponse: (body: { data: { id: string }[]; meta?: { total: number } }) => ({
        rows: body.data,
        total: body.meta?.total ?? body.data.length,
      }),
      providesTags: (page) => listTags(tag, page?.rows),
    }),
    Insert: build.mutation<SaveAnswer, unknown>({
      query: (body) => call(insert, { body }),
      invalidatesTags: [{ type: tag, id: 'LIST' }],
    }),
    Update: build.mutation<SaveAnswer, unknown>({
      query: (body) => call(update, { body }),
      invalidatesTags: (answer) => [
        { type: tag, id: 'LIST' },
        ...(answer?.data?.id ? [{ type: tag, id: answer.data.id }] : []),
      ],
    }),
    Delete: build.mutation<SaveAnswer, string>({
      query: (id) => call(remove, { query: { id } }),
      invalidatesTags: [{ type: tag, id: 'LIST' }],
    }),
    ...(bySlug
      ? {
          BySlug: build.query<{ id?: string }, string>({
            query: (slug) => call(bySlug, { query: { slug } }),
            transformResponse: (body: { data: { id?: string } }) => body.data,
            providesTags: (record) => [{ type: tag, id: record?.id ?? 'SLUG' }],
          }),
        }
      : {}),
  };
  return built as unknown as Definitions<L, I, U, D> & SlugDefinition<S>;
}

/** A save mutation's hook as RecordModal uses it: it sends the body the modal has checked. */
interface SaveHook {
  useMutation: () => readonly [
    (body: Record<string, unknown> | FormData) => PromiseLike<SaveResult>,
    { isLoading: boolean },
  ];
}

/** The list and delete hooks as `useRecordList` uses them, whatever the record. */
interface ListHooks {
  List: { useQuery: (query: ListQuery) => ListResult<{ id: string }> };
  Delete: { useMutation: () => readonly [(id: string) => PromiseLike<DeleteOutcome>, unknown] };
}

/**
 * What a list screen hands its RecordList or ListView: its words, rows by page and search, row keys and
 * the delete. The words follow from the resource's noun ('Charges', 'No charges yet.', 'Search charges');
 * a screen that words its list otherwise passes its own after the spread.
 */
export interface RecordListWiring<Row> {
  caption: string;
  emptyText: string;
  searchLabel: string;
  control: ListParamsControl;
  result: ListResult<Row>;
  rowKey: (row: Row) => string;
  /** Deletes a confirmed row; '<Noun> deleted successfully.' when the server sends no message. */
  remove: { call: (row: Row) => PromiseLike<DeleteOutcome>; deleted: string };
}

/** 'BannerPage' -> 'Banner page': the resource's name as its toasts write it. */
const nounOf = (name: string) => name.replace(/(?!^)([A-Z])/g, (c) => ` ${c.toLowerCase()}`);

/**
 * The RTK Query endpoints of one CMS list screen's resource, built from the contract's definitions: the
 * page query `useCms<Name>ListQuery`, the `Insert`, `Update` and `Delete` mutations and, given `bySlug`,
 * `useCms<Name>BySlugQuery`, under the `tag` the list provides and every save invalidates (an update also
 * the record's own tag, which its by-slug read provides). Plus
 * `useRecordSave`: what RecordModal needs to save a record (the contract's schema ids, the save, and
 * whether one is under way); multipart endpoints are sent the fields and files as FormData. And
 * `useRecordList`: the list screen's page, search and sort, the page query, row keys and the delete.
 */
export function cmsCrudApi<
  N extends string,
  L extends Endpoint,
  I extends Endpoint,
  U extends Endpoint,
  D extends Endpoint,
  S extends Endpoint | undefined = undefined,
>(name: N, tag: CmsTag, calls: CrudCalls<L, I, U, D, S>) {
  const injected = cmsApi.injectEndpoints({
    endpoints: (build) => {
      const named = Object.entries(definitions(build, tag, calls)).map(([key, d]) => [`cms${name}${key}`, d]);
      // Object.fromEntries forgets the keys; `Named` says which they are.
      return Object.fromEntries(named) as Named<N, Definitions<L, I, U, D>> & Named<N, SlugDefinition<S>>;
    },
    overrideExisting: false,
  });

  // RTK types each endpoint by its literal name; with the name a type parameter here, the save hooks are
  // looked up by their runtime names. RecordModal checks each body against the contract schema of the
  // call it goes to (the schema ids below) before it is sent, which is what `SaveHook` stands for.
  const hooks = injected.endpoints as unknown as Record<string, SaveHook>;
  const insertHook = hooks[`cms${name}Insert`]!;
  const updateHook = hooks[`cms${name}Update`]!;
  const sendTo =
    (endpoint: Endpoint) =>
    (body: Record<string, unknown>, files: Record<string, File | null>): Record<string, unknown> | FormData =>
      endpoint.multipart ? toFormData(body, files) : body;
  const forInsert = sendTo(calls.insert);
  const forUpdate = sendTo(calls.update);

  function useRecordSave() {
    const [insert, inserting] = insertHook.useMutation();
    const [update, updating] = updateHook.useMutation();
    return {
      schemas: { create: calls.insert.body, update: calls.update.body },
      // The body carries `id` only when RecordModal updates a record.
      save: (body: Record<string, unknown>, files: Record<string, File | null>) =>
        'id' in body ? update(forUpdate(body, files)) : insert(forInsert(body, files)),
      busy: inserting.isLoading || updating.isLoading,
    };
  }

  const listHooks = {
    List: hooks[`cms${name}List`],
    Delete: hooks[`cms${name}Delete`],
  } as unknown as ListHooks;
  const noun = nounOf(name);
  const plural = `${noun.toLowerCase()}s`;
  const words = {
    caption: `${noun}s`,
    emptyText: `No ${plural} yet.`,
    searchLabel: `Search ${plural}`,
  };
  const deleted = `${noun} deleted successfully.`;

  function useRecordList(): RecordListWiring<RowOf<L>> {
    // The hooks are looked up by name (above); the rows are the list endpoint's, which carry `id`.
    const wiring: RecordListWiring<{ id: string }> = {
      ...words,
      ...useServerRecordList(listHooks.List.useQuery, listHooks.Delete.useMutation, deleted),
    };
    return wiring as unknown as RecordListWiring<RowOf<L>>;
  }

  return Object.assign(injected, { useRecordSave, useRecordList });
}
