export { schemaValidator, validateWithSchema } from './validation';
export { useFormErrors } from './use-form-errors';
export type { FormErrors } from './use-form-errors';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { SelectField } from './select-field';
export type { SelectFieldProps } from './select-field';
export { useForm, useFormFields } from './use-form-fields';
export type { BoundField, FormFields } from './use-form-fields';
