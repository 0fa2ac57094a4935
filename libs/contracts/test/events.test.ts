import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { readCatalogue } from '../scripts/asyncapi-model';
import { eventEnvelopeSchemas, eventTopics, topicOf } from '../src';
import { readAsyncApiSource } from '../src/events/asyncapi-document';
import { httpSchemasById, isHttpRef, resolveHttpRef } from '../src/events/http-refs';
import { sourceRestatements } from './restatements';

const codegen = path.resolve(__dirname, '../scripts/event-codegen.ts');

/** The events table of docs/architecture.md section 5: each topic and the event types its row names. */
function documentedTopics(): Record<string, string[]> {
  const doc = readFileSync(path.resolve(__dirname, '../../../docs/architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## 5. Events'), doc.indexOf('## 6.'));
  const rows = section.split('\n').filter((line) => /^\| `[a-z.-]+\.v\d+` \|/.test(line));
  return Object.fromEntries(
    rows.map((row) => {
      const [, topic = '', types = ''] = row.split('|').map((cell) => cell.trim());
      return [topic.replaceAll('`', ''), [...types.matchAll(/`([a-z_.]+)`/g)].map((m) => m[1]!)];
    }),
  );
}

describe('event catalogue', () => {
  it('is generated from the current asyncapi.yaml (run `npm run gen:events -w libs/contracts` if not)', () => {
    // Run as its own process: prettier loads plugins by dynamic import, which jest's module VM refuses.
    const run = spawnSync(process.execPath, [require.resolve('tsx/cli'), codegen, '--check'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('declares every topic and event type of docs/architecture.md section 5, and no other', () => {
    expect(eventTopics).toEqual(documentedTopics());
  });

  it('maps each type to its topic and carries an envelope schema for it', () => {
    const model = readCatalogue();
    for (const [topic, types] of Object.entries(model.topics)) {
      for (const type of types) {
        expect(topicOf(type as never)).toBe(topic);
        expect(eventEnvelopeSchemas[type as keyof typeof eventEnvelopeSchemas]).toBeDefined();
      }
    }
  });

  it("checks an envelope against its own event's schema: the type, the envelope fields and the data's", () => {
    const model = readCatalogue();
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv, ['date-time', 'email']);
    const envelope = (type: string, data: object) => ({
      id: '01J0000000000000000000000A',
      type,
      source: 'svc-test',
      time: '2026-01-01T00:00:00.000Z',
      subject: 'x',
      data,
    });
    for (const [type, schema] of Object.entries(eventEnvelopeSchemas)) {
      const validate = ajv.compile(schema);
      const required = (model.schemas[model.dataSchemaOf[type]!] as { required?: string[] }).required ?? [];
      // Data without its required fields is refused, naming them.
      expect(validate(envelope(type, {}))).toBe(required.length === 0);
      for (const field of required)
        expect(validate.errors?.map((e) => e.params)).toContainEqual({ missingProperty: field });
      // Another type's name, or an envelope without its id, never passes for this type.
      const other = type === 'user.created' ? 'user.updated' : 'user.created';
      expect(validate(envelope(other, {}))).toBe(false);
      const { id: _id, ...withoutId } = envelope(type, {});
      expect(validate(withoutId)).toBe(false);
    }
  });
});

describe('event payloads and the HTTP contract', () => {
  const source = readAsyncApiSource();

  it('take every field the HTTP schemas define from them, restating none', () => {
    expect(sourceRestatements(source.components.schemas, httpSchemasById)).toEqual([]);
  });

  it('reference HTTP schemas that exist, and only fields of them', () => {
    const refs = JSON.stringify(source.components.schemas)
      .match(/"\$ref":"[^"]+"/g)!
      .map((m) => m.slice(8, -1))
      .filter(isHttpRef);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(() => resolveHttpRef(ref)).not.toThrow();
  });

  it('type a referenced field as the HTTP schema does: a change there reaches the events', () => {
    const { schemas } = readCatalogue();
    const order = schemas.OrderData as { properties: Record<string, unknown> };
    expect(order.properties.invoice_no).toEqual(resolveHttpRef('pos.views.order#/properties/invoice_no'));
    // The event's own description of a field is kept beside the HTTP schema.
    expect(order.properties.due).toMatchObject({
      type: 'number',
      description: expect.stringMatching(/^pounds/),
    });
  });

  it('are caught copying a field, changing a referenced one or leaving one out without a reason', () => {
    const order = (field: string) => ({ $ref: `pos.views.order#/properties/${field}` });
    const found = sourceRestatements(
      {
        // Takes the order's id from the view but writes its invoice number out.
        Copied: { type: 'object', properties: { id: order('id'), invoice_no: { type: 'integer' } } },
        // References nothing, but a field is written exactly as a view writes it.
        Alone: { type: 'object', properties: { user_type: { type: 'string' } } },
        Changed: { type: 'object', properties: { total: { ...order('total'), type: 'string' } } },
        Unexplained: {
          type: 'object',
          properties: { id: order('id'), due: { type: 'string', 'x-not-from-http': ' ' } },
        },
        Explained: {
          type: 'object',
          properties: { id: order('id'), due: { type: 'string', 'x-not-from-http': 'text' } },
        },
      },
      httpSchemasById,
    );
    expect(found).toEqual([
      'Copied.invoice_no restates pos.views.order#/properties/invoice_no',
      'Alone.user_type restates auth.views.user#/properties/user_type',
      'Alone.user_type restates auth.views.session#/properties/user_type',
      'Changed.total adds type to pos.views.order#/properties/total',
      'Unexplained.due: x-not-from-http gives no reason',
    ]);
  });
});
