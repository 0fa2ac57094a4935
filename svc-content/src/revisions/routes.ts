import type { RevisionKind } from '@voltdesk/contracts';
import type { ContentHandlers } from '../shared/handlers';
import type { RevisionService } from './service';

type RevisionHandlers = Pick<ContentHandlers, 'revisions' | 'restoreRevision'>;

export const revisionHandlers = (revisions: RevisionService): RevisionHandlers => ({
  revisions: async ({ query }) => ({ data: await revisions.list(query.kind, query.id) }),
  restoreRevision: async ({ body, user }) => ({
    data: await revisions.restore(body.id, user.id),
    message: 'Revision restored.',
  }),
});

/** What the wrapped handlers are called with and answer, as far as revisions need. */
type Handler = (input: { user?: { id: string }; query?: unknown }) => Promise<{ data: unknown }>;

/**
 * A kind's handlers with every save (create, update) kept as a revision by the admin who made it, and its
 * revisions dropped with the record.
 */
export function keepingRevisions<H extends Partial<ContentHandlers>>(
  handlers: H,
  revisions: RevisionService,
  kind: RevisionKind,
  calls: { create: keyof H & string; update: keyof H & string; remove: keyof H & string },
): H {
  // The named handlers are admin saves of this kind (they answer the saved record) and its delete; the
  // contract's types cannot express "any of these" generically.
  const of = (name: string) => handlers[name as keyof H] as unknown as Handler;
  const saving =
    (handler: Handler): Handler =>
    async (input) => {
      const reply = await handler(input);
      await revisions.record(kind, (reply.data as { id: string }).id, input.user?.id ?? '');
      return reply;
    };
  const removing =
    (handler: Handler): Handler =>
    async (input) => {
      const reply = await handler(input);
      await revisions.forget(kind, (input.query as { id: string }).id);
      return reply;
    };
  return {
    ...handlers,
    [calls.create]: saving(of(calls.create)),
    [calls.update]: saving(of(calls.update)),
    [calls.remove]: removing(of(calls.remove)),
  };
}
