/** Pounds as the spec shows them in mails: `£12.50`. Amounts arrive in pounds (at most two decimals). */
export function pounds(amount: number): string {
  const pence = Math.round(amount * 100);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100).toLocaleString('en-GB')}.${String(abs % 100).padStart(2, '0')}`;
}
