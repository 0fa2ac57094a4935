import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { inlineHttpRefs } from './http-refs';

/**
 * The event contract as written: its payloads reference the HTTP schemas (`pos.views.order#/...`), which
 * only libs/contracts can resolve. Published as `@voltdesk/contracts/events/asyncapi.yaml` for readers that
 * need the channels only (the Kafka topics and users of infra/k8s).
 */
export const ASYNCAPI_SOURCE = path.resolve(__dirname, '../../events/asyncapi.yaml');

/** The parts of an AsyncAPI 3 document the Voltdesk tools read; the rest is kept as it is. */
export interface AsyncApiDocument {
  servers: Record<string, { host: string; protocol: string; bindings?: Record<string, unknown> }>;
  channels: Record<string, { address: string; messages: Record<string, { $ref: string }> }>;
  components: {
    messages: Record<string, { name: string; payload: { oneOf: Array<{ $ref: string }> } }>;
    schemas: Record<string, Record<string, unknown>>;
  };
  [key: string]: unknown;
}

/** The document as written, references to the HTTP schemas included. */
export function readAsyncApiSource(file = ASYNCAPI_SOURCE): AsyncApiDocument {
  return parse(readFileSync(file, 'utf8')) as AsyncApiDocument;
}

/**
 * The document with every HTTP schema it references written in, as the test broker (Mokapi) and the
 * event-type generator read it: one self-contained AsyncAPI document.
 */
export function readAsyncApi(file = ASYNCAPI_SOURCE): AsyncApiDocument {
  return inlineHttpRefs(readAsyncApiSource(file));
}

/** A document as YAML text, for a tool that reads it from a file. */
export const asyncApiYaml = (doc: AsyncApiDocument): string => stringify(doc, { lineWidth: 0 });
