/** "3 invoices", "1 refund": a count with its noun. */
export const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
