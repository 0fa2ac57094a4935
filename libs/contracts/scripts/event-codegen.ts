/**
 * Generates `src/events/catalogue.generated.ts` from `libs/contracts/events/asyncapi.yaml`, so the event types and
 * the runtime schemas can never drift from the contract the broker enforces. The document's references to the
 * HTTP schemas are written in first (`readAsyncApi`), so a field typed there is typed the same here.
 * Run: `npm run gen:events -w libs/contracts`; `--check` exits 1 when the committed file is stale (a test runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { format, resolveConfig } from 'prettier';
import { readCatalogue } from './asyncapi-model';

export const GENERATED_PATH = path.resolve(__dirname, '../src/events/catalogue.generated.ts');

export async function renderCatalogue(model = readCatalogue()): Promise<string> {
  const dataNames = [...new Set(Object.values(model.dataSchemaOf))].sort();
  // `x-not-from-http` explains the document to its readers; the runtime schemas have no use for it.
  const withoutNotes = (key: string, value: unknown) => (key === 'x-not-from-http' ? undefined : value);
  const definitions = Object.fromEntries(
    Object.entries(model.schemas).map(([name, s]) => [
      name,
      JSON.parse(JSON.stringify(s, withoutNotes).replaceAll('#/components/schemas/', '#/definitions/')),
    ]),
  );
  const root = {
    title: 'EventDataRoot',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(dataNames.map((n) => [n, { $ref: `#/definitions/${n}` }])),
    definitions: Object.fromEntries(
      Object.entries(definitions).filter(([n]) => !n.endsWith('Event') && n !== 'Envelope'),
    ),
  };
  const types = await compile(root as JSONSchema, 'EventDataRoot', {
    bannerComment: '',
    additionalProperties: false,
    declareExternallyReferenced: true,
    format: false,
    unreachableDefinitions: false,
  });
  const withoutRoot = types.replace(/export interface EventDataRoot \{[^}]*\}\n?/, '');
  const lines = [
    '// GENERATED from libs/contracts/events/asyncapi.yaml by `npm run gen:events -w libs/contracts`. Do not edit.',
    withoutRoot.trim(),
    '',
    `export const eventTopics = ${JSON.stringify(model.topics, null, 2)} as const;`,
    '',
    'export interface EventDataMap {',
    ...Object.entries(model.dataSchemaOf).map(([type, data]) => `  '${type}': ${data};`),
    '}',
    '',
    '/** Every schema of the contract (envelope, events, payloads), once; the envelope schemas refer to them. */',
    `export const eventSchemaDefinitions: Record<string, object> = ${JSON.stringify(definitions)};`,
    '',
    '/** The JSON Schema of one event type: its `<Name>Event` schema, with the definitions it refers to. */',
    'const envelopeOf = (event: string): object => ({',
    '  $ref: `#/definitions/${event}`,',
    '  definitions: eventSchemaDefinitions,',
    '});',
    '',
    'export const eventEnvelopeSchemas: Record<keyof EventDataMap, object> = {',
    ...Object.entries(model.eventSchemaOf).map(([type, event]) => `  '${type}': envelopeOf('${event}'),`),
    '};',
    '',
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = { ...(await resolveConfig(GENERATED_PATH)), filepath: GENERATED_PATH };
  const text = await format(await renderCatalogue(), options);
  if (process.argv.includes('--check')) {
    if (readFileSync(GENERATED_PATH, 'utf8') !== text) {
      console.error('catalogue.generated.ts is stale: run `npm run gen:events -w libs/contracts`');
      process.exit(1);
    }
    return;
  }
  writeFileSync(GENERATED_PATH, text);
  console.log(`wrote ${path.relative(process.cwd(), GENERATED_PATH)}`);
}

void main();
