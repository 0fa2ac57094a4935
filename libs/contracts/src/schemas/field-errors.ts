import type { ErrorObject } from 'ajv';
import type { FieldErrors } from '../http/envelope';
import { fieldLabel, requiredMessage } from './field-labels';
import { MAX_POUNDS } from './pos/fields';

/**
 * A limit as a person reads it: the POS's money limit (the only maximum in pounds) as money
 * ('£10,000,000.00', not '10000000'), any other as the number it is.
 */
const limitText = (limit: unknown): string =>
  limit === MAX_POUNDS
    ? limit.toLocaleString('en-GB', { style: 'currency', currency: 'GBP' })
    : String(limit);

/**
 * Turns ajv errors into the per-field messages the spec's screens show (first message under each field).
 * Lives in the contract so the server's 422 and the form's own check say exactly the same words.
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const err of errors ?? []) {
    // An if/then rule reports its own errors; the `if` itself names no field.
    if (err.keyword === 'if') continue;
    const { field, message } = describe(err);
    // Own properties only: a field named `constructor` or `__proto__` must not reach Object.prototype.
    if (!Object.hasOwn(out, field)) {
      Object.defineProperty(out, field, { value: [], enumerable: true, writable: true, configurable: true });
    }
    const messages = out[field]!;
    // An empty field is only required: "must be a valid email address" under an empty box says nothing
    // more, and would be shown first where the format rule happens to be checked first.
    if (message === requiredMessage(field)) messages.splice(0, messages.length, message);
    else if (!messages.includes(requiredMessage(field))) messages.push(message);
  }
  return out;
}

function fieldPath(err: ErrorObject): string {
  const base = err.instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const p = err.params as Record<string, unknown>;
  if (err.keyword === 'required') base.push(String(p.missingProperty));
  if (err.keyword === 'additionalProperties') base.push(String(p.additionalProperty));
  return base.join('.') || '_';
}

function describe(err: ErrorObject): { field: string; message: string } {
  // `errorMessage` (ajv-errors): the schema words it; the field is the one of the error it replaces.
  if (err.keyword === 'errorMessage') {
    const [replaced] = (err.params as { errors?: ErrorObject[] }).errors ?? [];
    return { field: fieldPath(replaced ?? err), message: err.message ?? 'is invalid' };
  }
  const field = fieldPath(err);
  const name = fieldLabel(field);
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return { field, message: requiredMessage(field) };
    case 'additionalProperties':
      return { field, message: `The ${name} field is not allowed.` };
    case 'format':
      return {
        field,
        message:
          p.format === 'email'
            ? `The ${name} must be a valid email address.`
            : `The ${name} format is invalid.`,
      };
    case 'minLength':
      return {
        field,
        message:
          // A minimum of one character is how a schema says "required" for a string that is present.
          p.limit === 1
            ? requiredMessage(field)
            : `The ${name} must be at least ${String(p.limit)} characters.`,
      };
    case 'maxLength':
      return { field, message: `The ${name} may not be greater than ${String(p.limit)} characters.` };
    case 'minimum':
    case 'exclusiveMinimum':
      return { field, message: `The ${name} must be at least ${String(p.limit)}.` };
    case 'maximum':
    case 'exclusiveMaximum':
      return { field, message: `The ${name} may not be greater than ${limitText(p.limit)}.` };
    case 'minItems':
      // An empty list where one entry is needed is a missing field, as Laravel words it.
      return p.limit === 1
        ? { field, message: requiredMessage(field) }
        : { field, message: `The ${name} must have at least ${String(p.limit)} items.` };
    case 'maxItems':
      return { field, message: `The ${name} may not have more than ${String(p.limit)} items.` };
    case 'multipleOf':
      return { field, message: `The ${name} must have at most two decimal places.` };
    case 'type':
      return { field, message: typeMessage(name, String(p.type)) };
    case 'enum':
    case 'const':
      return { field, message: `The selected ${name} is invalid.` };
    case 'pattern':
      return { field, message: `The ${name} format is invalid.` };
    default:
      return { field, message: `The ${name} is invalid.` };
  }
}

function typeMessage(name: string, type: string): string {
  if (type.includes('integer')) return `The ${name} must be an integer.`;
  if (type.includes('number')) return `The ${name} must be a number.`;
  if (type.includes('string')) return `The ${name} must be a string.`;
  if (type.includes('array')) return `The ${name} must be a list.`;
  if (type.includes('boolean')) return `The ${name} field must be true or false.`;
  return `The ${name} must be ${type === 'object' ? 'an object' : `a ${type}`}.`;
}
