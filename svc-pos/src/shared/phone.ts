/**
 * The key a customer is found by: digits only, with a leading + kept ("+44 7700 900-123" and
 * "+447700900123" are the same customer; "07700 900123" is a different key, as typed).
 */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}
