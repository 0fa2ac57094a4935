import { revocationSnapshotSchema } from '../schemas/auth/revocations';
import { requestSchemas } from '../schemas/registry';
import { viewSchemas } from '../schemas/views';

/**
 * The event contract (libs/contracts/events/asyncapi.yaml) does not restate a field the HTTP contract
 * already defines: its payloads point at it, `$ref: '<schema $id>#<JSON pointer>'`, e.g.
 * `pos.views.order#/properties/total`. These are the schemas such a reference may name: every request and
 * view schema, and the revocation snapshot svc-auth serves to the other services.
 */
export const httpSchemasById: ReadonlyMap<string, object> = new Map(
  [...requestSchemas, ...viewSchemas, revocationSnapshotSchema].map((s) => [s.$id, s as object]),
);

/** A reference into the HTTP contract (not a local `#/components/...` one of the AsyncAPI document). */
export const isHttpRef = (ref: string): boolean => !ref.startsWith('#');

/** The schema an HTTP reference names; throws for an unknown id or a pointer that leads nowhere. */
export function resolveHttpRef(ref: string): object {
  const [id = '', pointer = ''] = ref.split('#');
  let node: unknown = httpSchemasById.get(id);
  if (node === undefined) throw new Error(`asyncapi: ${ref} names no HTTP schema of libs/contracts`);
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) throw new Error(`asyncapi: ${ref} points at nothing`);
  }
  if (typeof node !== 'object' || node === null) throw new Error(`asyncapi: ${ref} is not a schema`);
  return node;
}

/**
 * A copy of `node` with every HTTP reference replaced by the schema it names, so a reader that knows
 * nothing of libs/contracts (the test broker, the type generator) sees plain JSON Schema. A `description`
 * beside the reference says what the field means in the event and is kept; the schema is the HTTP one.
 */
export function inlineHttpRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item: unknown) => inlineHttpRefs(item)) as T;
  if (typeof node !== 'object' || node === null) return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  if (typeof $ref === 'string' && isHttpRef($ref)) {
    const target = structuredClone(resolveHttpRef($ref)) as Record<string, unknown>;
    return { ...target, ...inlineHttpRefs(rest) } as T;
  }
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, inlineHttpRefs(value)]),
  ) as T;
}
