import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { defineCalls, read, toFormData, write, type baseQuery, type Envelope } from '@voltdesk/app-core';
import {
  useServerRecordList,
  type DeleteOutcome,
  type ListPageOf,
  type ListParamsControl,
  type ListResult,
  type SaveResult,
} from '@voltdesk/app-core/ui';
import type { BodyInputOf, Endpoint, ListQuery, SchemaId, ViewOf } from '@voltdesk/contracts';
import type { RowOf } from './list-api';
import { CMS_TAGS, listTags, type CmsTag } from './tags';

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

type BaseQuery = typeof baseQuery;

/** The hooks of a resource's calls, typed by its definitions. */
// Type aliases, not interfaces: TypeScript measures a generic interface's variance by instantiating it,
// which is needlessly deep for the contract's view types.
type CrudHooks<L extends Endpoint, I extends Endpoint, U extends Endpoint, D extends Endpoint> = {
  useList: TypedUseQuery<ListPageOf<RowOf<L>>, ListQuery, BaseQuery>;
  useInsert: TypedUseMutation<Envelope<I>, SendOf<I>, BaseQuery>;
  useUpdate: TypedUseMutation<Envelope<U>, SendOf<U>, BaseQuery>;
  useDelete: TypedUseMutation<Envelope<D>, string, BaseQuery>;
};
/** The by-slug read, when the resource has one. */
type SlugHook<S extends Endpoint | undefined> = S extends Endpoint
  ? { useBySlug: TypedUseQuery<ViewOf<S>, string, BaseQuery> }
  : Record<never, never>;

/** What a save answers, as far as this file reads it: the record's id, to refresh that record's reads. */
interface SaveAnswer {
  data?: { id?: string } | null;
}

/** An endpoint as `callsOf` sees it: no body, query or view types. */
type LooseEndpoint = Omit<Endpoint, 'body' | 'query' | 'view' | 'many' | 'meta' | 'multipart'> & {
  readonly view: null;
};
const loose = (endpoint: Endpoint) => endpoint as unknown as LooseEndpoint;

/**
 * The calls of a resource, named by their definitions (`posts`, `createPost`, `updatePost`, `deletePost`,
 * `pageBySlug`), under the `tag` the list provides and every save invalidates (an update also the record's
 * own tag, which its by-slug read provides).
 */
function callsOf(tag: CmsTag, crud: CrudCalls<Endpoint, Endpoint, Endpoint, Endpoint, Endpoint | undefined>) {
  // With the endpoints as type parameters, the contract's types are too deep to resolve in here; so the
  // calls are written for an endpoint with no typed arguments or view, and `cmsCrudApi`'s return type says
  // what they are for these endpoints.
  const [list, insert, update, remove] = [crud.list, crud.insert, crud.update, crud.remove].map(loose) as [
    LooseEndpoint,
    LooseEndpoint,
    LooseEndpoint,
    LooseEndpoint,
  ];
  const bySlug = crud.bySlug ? loose(crud.bySlug) : undefined;
  const calls: Parameters<typeof defineCalls>[1] = {
    [list.name]: read(list, {
      args: (query: ListQuery) => ({ query }) as never,
      result: (body): ListPageOf<{ id: string }> => {
        const { data, meta } = body as unknown as { data: { id: string }[]; meta?: { total: number } };
        return { rows: data, total: meta?.total ?? data.length };
      },
      providesTags: (page) => listTags(tag, page?.rows),
    }),
    [insert.name]: write(insert, { invalidatesTags: [{ type: tag, id: 'LIST' }] }),
    [update.name]: write(update, {
      invalidatesTags: (answer) => {
        const id = (answer as SaveAnswer | undefined)?.data?.id;
        return [{ type: tag, id: 'LIST' }, ...(id ? [{ type: tag, id }] : [])];
      },
    }),
    [remove.name]: write(remove, {
      args: (id: string) => ({ query: { id } }) as never,
      invalidatesTags: [{ type: tag, id: 'LIST' }],
    }),
  };
  if (bySlug) {
    calls[bySlug.name] = read(bySlug, {
      args: (slug: string) => ({ query: { slug } }) as never,
      providesTags: (record) => [{ type: tag, id: (record as { id?: string } | undefined)?.id ?? 'SLUG' }],
    });
  }
  return calls;
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
 * The RTK Query calls of one CMS list screen's resource, built from the contract's definitions by
 * `defineCalls`: `useList` (the page query), `useInsert`, `useUpdate`, `useDelete` and, given `bySlug`,
 * `useBySlug`. Plus `useRecordSave`: what RecordModal needs to save a record (the contract's schema ids,
 * the save, and whether one is under way); multipart endpoints are sent the fields and files as FormData.
 * And `useRecordList`: the list screen's page, search and sort, the page query, row keys and the delete.
 * `noun` ('BannerPage') words the screen: 'Banner pages', 'No banner pages yet.', 'Banner page deleted
 * successfully.'.
 */
export function cmsCrudApi<
  L extends Endpoint,
  I extends Endpoint,
  U extends Endpoint,
  D extends Endpoint,
  S extends Endpoint | undefined = undefined,
>(
  noun: string,
  tag: CmsTag,
  calls: CrudCalls<L, I, U, D, S>,
): CrudHooks<L, I, U, D> & SlugHook<S> & CrudWiring<L> {
  const injected = defineCalls(CMS_TAGS, callsOf(tag, calls));
  // The hooks are looked up by their definitions' names, which are type parameters here; CrudHooks says
  // what they are (RecordModal checks each body against the contract schema of its call before it is sent).
  const hooks = injected.endpoints as unknown as Record<string, { useQuery: unknown; useMutation: unknown }>;
  const typed = {
    useList: hooks[calls.list.name]!.useQuery,
    useInsert: hooks[calls.insert.name]!.useMutation,
    useUpdate: hooks[calls.update.name]!.useMutation,
    useDelete: hooks[calls.remove.name]!.useMutation,
    ...(calls.bySlug ? { useBySlug: hooks[calls.bySlug.name]!.useQuery } : {}),
  } as unknown as CrudHooks<L, I, U, D> & SlugHook<S>;
  const insertHook = { useMutation: typed.useInsert as unknown as SaveHook['useMutation'] };
  const updateHook = { useMutation: typed.useUpdate as unknown as SaveHook['useMutation'] };
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
    List: { useQuery: typed.useList },
    Delete: { useMutation: typed.useDelete },
  } as unknown as ListHooks;
  // The delete's toast is its definition's message; the noun words it only for a definition without one.
  const words = { ...wordsOf(nounOf(noun)), ...deletedOf(calls.remove) };

  function useRecordList(): RecordListWiring<RowOf<L>> {
    // The hooks are looked up by name (above); the rows are the list endpoint's, which carry `id`.
    const { deleted: _deleted, ...listWords } = words;
    const wiring: RecordListWiring<{ id: string }> = {
      ...listWords,
      ...useServerRecordList(listHooks.List.useQuery, listHooks.Delete.useMutation, words.deleted),
    };
    return wiring as unknown as RecordListWiring<RowOf<L>>;
  }

  // Checking the spread against the generic return type is needlessly deep; its parts are typed above.
  const api: unknown = { ...typed, useRecordSave, useRecordList };
  return api as CrudHooks<L, I, U, D> & SlugHook<S> & CrudWiring<L>;
}

/** A delete's success message, from its definition (when it has one text). */
const deletedOf = (remove: Endpoint): { deleted?: string } =>
  typeof remove.message === 'string' ? { deleted: remove.message } : {};

/** A list screen's words from the resource's noun ('Banner page'). */
function wordsOf(noun: string) {
  const plural = `${noun.toLowerCase()}s`;
  return {
    caption: `${noun}s`,
    emptyText: `No ${plural} yet.`,
    searchLabel: `Search ${plural}`,
    deleted: `${noun} deleted successfully.`,
  };
}

/** The save and list wiring a screen takes from its resource. */
type CrudWiring<L extends Endpoint> = {
  useRecordSave: () => {
    schemas: { create: SchemaId; update: SchemaId };
    save: (body: Record<string, unknown>, files: Record<string, File | null>) => PromiseLike<SaveResult>;
    busy: boolean;
  };
  useRecordList: () => RecordListWiring<RowOf<L>>;
};
