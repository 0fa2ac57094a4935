import type { Context } from 'koa';
import type { ListQuery } from '@voltdesk/contracts';
import type { Principal } from '../auth/token-verifier';
import type { Page } from './page';
import { filesOf, type Files } from './uploads';

/** The CRUD operations the handlers call (a `CrudStore`, or a service with the same shape). */
export interface CrudOps<V, Create, Update> {
  list(query: ListQuery, opts: { activeOnly: boolean }): Promise<Page<V>>;
  create(body: Create, files: Files): Promise<V>;
  update(body: Update, files: Files): Promise<V>;
  remove(id: string): Promise<void>;
}

/**
 * The endpoint names of one CRUD resource in the contract. A resource whose list answers more than its
 * records (the services list carries every category too) leaves `list` out and writes that handler itself.
 */
export interface CrudCalls {
  list?: string;
  create: string;
  update: string;
  remove: string;
}

export interface CrudHandlerOptions {
  /** 'Card' gives 'Card created successfully.', 'Card updated successfully.', 'Card deleted successfully.'. */
  label: string;
  /** Multipart file fields the create and update calls take. */
  files?: readonly string[];
}

type ListHandler<V> = (input: {
  query: ListQuery;
  user?: Principal;
}) => Promise<{ data: V[]; meta: Page<V>['meta'] }>;
type CreateHandler<V, B> = (input: {
  body: B;
  ctx: Context;
}) => Promise<{ data: V; status: 201; message: string }>;
type UpdateHandler<V, B> = (input: { body: B; ctx: Context }) => Promise<{ data: V; message: string }>;
type DeleteHandler = (input: { query: { id: string } }) => Promise<{ data: null; message: string }>;

export type CrudHandlers<V, Create, Update, C extends CrudCalls> = (C['list'] extends string
  ? Record<C['list'], ListHandler<V>>
  : unknown) &
  Record<C['create'], CreateHandler<V, Create>> &
  Record<C['update'], UpdateHandler<V, Update>> &
  Record<C['remove'], DeleteHandler>;

/**
 * The list, create, update and delete handlers of one resource (each checked against its endpoint's
 * definition where the service registers them). A list shared by the site and the CMS (a
 * `public-admin-extras` endpoint) shows visitors the active records only.
 */
export function crudHandlers<V, Create, Update, const C extends CrudCalls>(
  ops: CrudOps<V, Create, Update>,
  calls: C,
  options: CrudHandlerOptions,
): CrudHandlers<V, Create, Update, C> {
  const uploads = (ctx: Context): Files => filesOf(ctx, options.files ?? []);
  const list: ListHandler<V> = async ({ query, user }) => {
    const { items, meta } = await ops.list(query, { activeOnly: !user });
    return { data: items, meta };
  };
  const create: CreateHandler<V, Create> = async ({ body, ctx }) => ({
    data: await ops.create(body, uploads(ctx)),
    status: 201,
    message: `${options.label} created successfully.`,
  });
  const update: UpdateHandler<V, Update> = async ({ body, ctx }) => ({
    data: await ops.update(body, uploads(ctx)),
    message: `${options.label} updated successfully.`,
  });
  const remove: DeleteHandler = async ({ query }) => {
    await ops.remove(query.id);
    return { data: null, message: `${options.label} deleted successfully.` };
  };
  // The names are distinct keys of the contract; TypeScript cannot build that record from them.
  return {
    ...(calls.list ? { [calls.list]: list } : {}),
    [calls.create]: create,
    [calls.update]: update,
    [calls.remove]: remove,
  } as CrudHandlers<V, Create, Update, C>;
}
