import { isDeepStrictEqual } from 'node:util';
import { isHttpRef, resolveHttpRef } from '../src/events/http-refs';

type Schema = Record<string, unknown>;
const NOTE = 'x-not-from-http';

const propertiesOf = (schema: unknown): Record<string, Schema> =>
  ((schema as { properties?: Record<string, Schema> } | undefined)?.properties ?? {}) as Record<
    string,
    Schema
  >;

/** A field's schema without what only documents it, for comparing two definitions of one field. */
const bare = (schema: Schema): Schema =>
  JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === 'description' ? undefined : value)));

/** `pos.views.order#/properties/customer/properties/name` -> `pos.views.order#/properties/customer`. */
const ownerOf = (ref: string): string | undefined => {
  const at = ref.lastIndexOf('/properties/');
  return at < 0 ? undefined : ref.slice(0, at);
};

/**
 * Every field of the AsyncAPI payload schemas (`components.schemas`, the envelopes aside) that restates
 * what an HTTP schema defines instead of referencing it:
 * - a field written out in a payload that references an HTTP object for other fields, when that object
 *   has a field of the same name (the payload copies part of what it otherwise takes from there);
 * - a field written out exactly as a top-level field of the same name of any HTTP schema;
 * - a reference with more beside it than a `description` (which would change the HTTP field).
 * A written-out field that says why in `x-not-from-http` (a non-empty text) is the event's own.
 */
export function sourceRestatements(
  schemas: Record<string, Schema>,
  httpSchemas: ReadonlyMap<string, object>,
): string[] {
  const found: string[] = [];
  const envelopeRef = '#/components/schemas/Envelope';
  const isEnvelope = (name: string, schema: Schema) =>
    name === 'Envelope' || JSON.stringify(schema.allOf ?? []).includes(envelopeRef);
  for (const [name, schema] of Object.entries(schemas)) {
    if (isEnvelope(name, schema)) continue;
    const fields = propertiesOf(schema);
    const owners = new Set<string>();
    for (const [field, def] of Object.entries(fields)) {
      if (typeof def.$ref !== 'string' || !isHttpRef(def.$ref)) continue;
      const extra = Object.keys(def).filter((k) => k !== '$ref' && k !== 'description');
      if (extra.length) found.push(`${name}.${field} adds ${extra.join(', ')} to ${def.$ref}`);
      const owner = ownerOf(def.$ref);
      if (owner) owners.add(owner);
    }
    for (const [field, def] of Object.entries(fields)) {
      if (typeof def.$ref === 'string' && isHttpRef(def.$ref)) continue;
      const note = def[NOTE];
      if (note !== undefined) {
        if (typeof note !== 'string' || !note.trim()) found.push(`${name}.${field}: ${NOTE} gives no reason`);
        continue;
      }
      for (const owner of owners)
        if (field in propertiesOf(resolveHttpRef(owner)))
          found.push(`${name}.${field} restates ${owner}/properties/${field}`);
      if (typeof def.$ref === 'string') continue;
      for (const [id, http] of httpSchemas) {
        const same = propertiesOf(http)[field];
        if (same && isDeepStrictEqual(bare(same), bare(def)))
          found.push(`${name}.${field} restates ${id}#/properties/${field}`);
      }
    }
  }
  return [...new Set(found)];
}
