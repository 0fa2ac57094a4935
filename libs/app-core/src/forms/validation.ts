import { createSchemaValidator, toFieldErrors, type SchemaId } from '@voltdesk/contracts';
import { firstMessages, type FirstErrors } from '../api/errors';

type Validator = ReturnType<typeof createSchemaValidator>;

let validator: Validator | null = null;

/** The project's one ajv configuration (libs/contracts), compiled once per page on first use. */
export function schemaValidator(): Validator {
  validator ??= createSchemaValidator();
  return validator;
}

/**
 * Checks `values` against a contract schema (by `$id`, e.g. 'auth.adminRegister') and returns the first
 * message per field, worded exactly as the server's 422 would be. Empty object when valid.
 * Throws when the schema id is not registered in libs/contracts.
 */
export function validateWithSchema(
  schemaId: SchemaId | string,
  values: Record<string, unknown>,
): FirstErrors {
  const validate = schemaValidator().getSchema(schemaId);
  if (!validate) throw new Error(`Unknown schema ${schemaId}`);
  // ajv may fill defaults in; never touch the caller's form state.
  const ok = validate(structuredCloneSafe(values));
  return ok ? {} : firstMessages(toFieldErrors(validate.errors));
}

function structuredCloneSafe(values: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
}
