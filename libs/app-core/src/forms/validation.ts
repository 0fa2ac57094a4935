import {
  createSchemaValidator,
  toFieldErrors,
  type RequestInputOf,
  type SchemaId,
} from '@voltdesk/contracts';
import { firstMessages, type FirstErrors } from '../api/errors';

type Validator = ReturnType<typeof createSchemaValidator>;

let validator: Validator | null = null;

/** The project's one ajv configuration (libs/contracts), compiled once per page on first use. */
export function schemaValidator(): Validator {
  validator ??= createSchemaValidator();
  return validator;
}

/**
 * The request body a schema accepts, as a caller sends it (defaulted properties may be left out): what a
 * value that passed the schema is, and what the endpoint's mutation takes. A schema id only known at run
 * time (`content.setup.${key}`) says nothing more than an object.
 */
export type BodyOfSchema<Id extends string> = Id extends SchemaId
  ? RequestInputOf<Id>
  : Record<string, unknown>;

/**
 * A form's values checked against a contract schema: either valid, with the same object typed as the
 * request body (so a submit sends it without a cast), or not, with the first message per field.
 */
export type SchemaCheck<Body> =
  { valid: true; body: Body; errors: FirstErrors } | { valid: false; body: undefined; errors: FirstErrors };

/**
 * Checks `values` against a contract schema (by `$id`, e.g. 'pos.payments.create'). When valid, `body` is
 * `values` itself typed as the schema's request body; otherwise `errors` holds the first message per field,
 * worded exactly as the server's 422 would be. Throws when the schema id is not registered in libs/contracts.
 */
export function checkWithSchema<Id extends SchemaId>(
  schemaId: Id,
  values: unknown,
): SchemaCheck<RequestInputOf<Id>>;
export function checkWithSchema<Body = Record<string, unknown>>(
  schemaId: string,
  values: unknown,
): SchemaCheck<Body>;
export function checkWithSchema(schemaId: string, values: unknown): SchemaCheck<unknown> {
  const errors = validateWithSchema(schemaId, values);
  return isEmpty(errors) ? { valid: true, body: values, errors } : { valid: false, body: undefined, errors };
}

/**
 * The same check as a type guard: true when `values` is a body the schema accepts (and, so, what the
 * endpoint's mutation takes). For a form that shows its messages some other way.
 */
export function conformsToSchema<Id extends SchemaId>(
  schemaId: Id,
  values: unknown,
): values is RequestInputOf<Id> {
  return checkWithSchema(schemaId, values).valid;
}

/**
 * Checks `values` against a contract schema (by `$id`, e.g. 'auth.adminRegister') and returns the first
 * message per field, worded exactly as the server's 422 would be. Empty object when valid.
 * Throws when the schema id is not registered in libs/contracts.
 */
export function validateWithSchema(schemaId: SchemaId | string, values: unknown): FirstErrors {
  const validate = schemaValidator().getSchema(schemaId);
  if (!validate) throw new Error(`Unknown schema ${schemaId}`);
  // ajv may fill defaults in; never touch the caller's form state.
  const ok = validate(jsonCopy(values));
  return ok ? {} : firstMessages(toFieldErrors(validate.errors));
}

const isEmpty = (errors: FirstErrors) => Object.keys(errors).length === 0;

function jsonCopy(values: unknown): unknown {
  // undefined (no value at all) has no JSON text: it stays undefined, which the schema then refuses.
  return values === undefined ? undefined : (JSON.parse(JSON.stringify(values)) as unknown);
}
