import type Ajv from 'ajv';
import { createSchemaValidator, toFieldErrors } from '@voltdesk/contracts';
import { BadRequestError, ValidationError } from '../errors/http-errors';

/**
 * Deeper than any contract schema goes (orders: body > items > item > field is 4). A body nested 100,000
 * deep parses fine but would overflow the stack of every recursive walk after it (trimming, ajv).
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * Validates request input against a contract schema (by `$id`). JSON bodies are validated as sent;
 * multipart fields and query strings arrive as text, so they go through a coercing validator. Strings are
 * trimmed first. Objects where the schema wants a scalar fail the type check, so `{"$gt": ""}`
 * can never reach a query.
 */
/**
 * The contract's validators, made once per process (per jest test file) and shared by every app in it: a
 * test file often starts several apps, and adding every schema to an ajv costs about 0.1 CPU s. The
 * coercing one is made at the first multipart body or query string.
 */
const contractAjv: { strict?: Ajv; coercing?: Ajv } = {};

export class InputValidator {
  private strictAjv: Ajv | undefined;
  private coercingAjv: Ajv | undefined;

  /** `extraSchemas`: schemas outside the contract (tests only; services use the contract's). */
  constructor(private readonly extraSchemas: readonly object[] = []) {}

  private get strict(): Ajv {
    if (this.extraSchemas.length === 0) return (contractAjv.strict ??= createSchemaValidator({}));
    this.strictAjv ??= createSchemaValidator({}, this.extraSchemas);
    return this.strictAjv;
  }

  private get coercing(): Ajv {
    if (this.extraSchemas.length === 0)
      return (contractAjv.coercing ??= createSchemaValidator({ coerceTypes: true }));
    this.coercingAjv ??= createSchemaValidator({ coerceTypes: true }, this.extraSchemas);
    return this.coercingAjv;
  }

  /**
   * Whether the contract has a schema with this `$id` (checked at boot for every endpoint). Looked up, not
   * compiled: `getSchema` compiles, and compiling every endpoint's schemas at boot cost about 0.3 CPU s per
   * app (the tests make an app per test file). Each is compiled at its first request;
   * libs/contracts/test/schemas-compile.test.ts compiles them all.
   */
  has(schemaId: string): boolean {
    return Boolean(this.strict.schemas[schemaId]);
  }

  validate<T>(
    schemaId: string,
    input: unknown,
    opts: { coerce?: boolean; errorsKey?: 'data' | 'errors'; jsonFields?: readonly string[] } = {},
  ): T {
    const ajv = opts.coerce ? this.coercing : this.strict;
    const validate = ajv.getSchema(schemaId);
    if (!validate) throw new Error(`schema ${schemaId} is not registered in libs/contracts`);
    assertShallow(input);
    const value = trimStrings(input ?? {});
    if (opts.jsonFields && value && typeof value === 'object') {
      const fieldErrors = parseJsonFields(value as Record<string, unknown>, opts.jsonFields);
      if (fieldErrors) throw new ValidationError(fieldErrors, opts.errorsKey);
      // JSON text inside a multipart field can nest as deep as a JSON body.
      assertShallow(value);
    }
    if (!validate(value)) throw new ValidationError(toFieldErrors(validate.errors), opts.errorsKey);
    return value as T;
  }
}

/**
 * @throws BadRequestError when `input` nests objects/arrays deeper than MAX_INPUT_DEPTH. Iterative, so the
 * check itself cannot overflow the stack.
 */
function assertShallow(input: unknown): void {
  const stack: Array<[unknown, number]> = [[input, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) throw new BadRequestError('The request is nested too deeply.');
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
}

function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v)]));
  }
  return value;
}

/** Multipart can only carry text; structured fields (`json_data` blocks) are sent as JSON text. */
function parseJsonFields(body: Record<string, unknown>, fields: readonly string[]) {
  for (const field of fields) {
    const raw = body[field];
    if (typeof raw !== 'string') continue;
    try {
      body[field] = JSON.parse(raw);
    } catch {
      return { [field]: [`The ${field.replace(/_/g, ' ')} must be valid JSON.`] };
    }
  }
  return undefined;
}
