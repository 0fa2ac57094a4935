/** Reads the AsyncAPI contract into the catalogue model the code generator and the tests use. */
import { readAsyncApi } from '../src/events/asyncapi-document';

export type Schema = Record<string, unknown>;

const lastSegment = (ref: string): string => ref.split('/').pop() ?? ref;

export interface EventCatalogueModel {
  topics: Record<string, string[]>;
  /** event type -> name of its data schema in components.schemas */
  dataSchemaOf: Record<string, string>;
  /** event type -> name of its envelope schema (`<Name>Event`) in components.schemas */
  eventSchemaOf: Record<string, string>;
  /** components.schemas, with the HTTP schemas they reference written in */
  schemas: Record<string, Schema>;
}

export function readCatalogue(doc = readAsyncApi()): EventCatalogueModel {
  const { schemas, messages } = doc.components;
  const topics: Record<string, string[]> = {};
  const dataSchemaOf: Record<string, string> = {};
  const eventSchemaOf: Record<string, string> = {};
  for (const channel of Object.values(doc.channels)) {
    topics[channel.address] = Object.values(channel.messages).flatMap((ref) => {
      const message = messages[lastSegment(ref.$ref)];
      if (!message) throw new Error(`asyncapi: unknown message ${ref.$ref}`);
      return message.payload.oneOf.map((eventRef) => {
        const payload = schemas[lastSegment(eventRef.$ref)] as {
          properties: { type: { const: string }; data: { $ref: string } };
        };
        const type = payload.properties.type.const;
        dataSchemaOf[type] = lastSegment(payload.properties.data.$ref);
        eventSchemaOf[type] = lastSegment(eventRef.$ref);
        return type;
      });
    });
  }
  return { topics, dataSchemaOf, eventSchemaOf, schemas };
}
