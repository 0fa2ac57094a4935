/**
 * RTK Query tag types of the POS remote. Prefixed with `Pos` because every remote injects into the shell's
 * one api, where tag names are global. Features name each other's tags only through this list (a created
 * order refreshes the customer list; a renamed category refreshes the service list).
 */
export const POS_TAGS = [
  'PosOrder',
  'PosCategory',
  'PosService',
  'PosCustomer',
  'PosInsertData',
  'PosQuote',
  'PosMaterial',
  'PosExpense',
  'PosRecurring',
  'PosJob',
] as const;
export type PosTag = (typeof POS_TAGS)[number];

/** `{ type, id: 'LIST' }` plus one tag per id, as every list provides. */
export function listTags<T extends PosTag>(type: T, rows: readonly { id: string }[] | undefined) {
  return [{ type, id: 'LIST' }, ...(rows ?? []).map((r) => ({ type, id: r.id }))];
}
