/** Every svc-pos request schema (compiled by the shared validator). Add new ones here. */
export const posSchemas = [] as const;
