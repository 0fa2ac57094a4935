/** Every svc-notify request schema (compiled by the shared validator). Add new ones here. */
export const notifySchemas = [] as const;
