import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { compileCached } from '../src/validator-cache';
import { K8S_DIR } from '../src/units';

const CACHE_DIR = path.join(K8S_DIR, 'node_modules', '.cache', 'validators');

describe('validators kept on disk', () => {
  it('load as validators that refuse and accept exactly what a fresh compile does', () => {
    const ajv = () => new Ajv({ allErrors: true, strict: false, code: { source: true } });
    // A schema no process compiled before (its `title` is new), referring to another the instance holds.
    const schema = {
      title: randomUUID(),
      type: 'object',
      properties: { port: { $ref: 'defs#/definitions/port' }, name: { type: 'string' } },
      required: ['port'],
      additionalProperties: false,
    };
    const defs = { $id: 'defs', definitions: { port: { type: 'integer', minimum: 1, maximum: 65535 } } };
    const names = () => (existsSync(CACHE_DIR) ? readdirSync(CACHE_DIR) : []);
    const files = () => names().length;
    const earlier = new Set(names());
    const before = earlier.size;
    const compiled = compileCached(ajv().addSchema(defs), schema, 'defs v1');
    expect(files()).toBe(before + 1);
    const loaded = compileCached(ajv().addSchema(defs), schema, 'defs v1');
    expect(files()).toBe(before + 1);
    expect(loaded).not.toBe(compiled);
    for (const value of [{ port: 80 }, { port: 0 }, { port: 80, nmae: 'x' }, { name: 'x' }, { port: '80' }]) {
      expect(loaded(value)).toBe(compiled(value));
      expect(loaded.errors).toEqual(compiled.errors);
    }
    expect(loaded({ port: 80, nmae: 'x' })).toBe(false);
    // Other schemas held (another `inputs`) make another file.
    compileCached(ajv().addSchema(defs), schema, 'defs v2');
    expect(files()).toBe(before + 2);
    for (const name of names()) if (!earlier.has(name)) rmSync(path.join(CACHE_DIR, name));
  });
});
