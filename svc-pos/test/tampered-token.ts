/**
 * A JWT with one character of its signature changed, in the middle. Changing the last character is not
 * enough: a 32-byte HS256 signature is 43 base64url characters, and the last one carries 2 bits that
 * decode to nothing, so 'A' to 'B' there can leave the signature the same bytes and the token valid.
 */
export function tamperedToken(token: string): string {
  const [head, payload, signature = ''] = token.split('.');
  const at = Math.floor(signature.length / 2);
  const swapped = signature[at] === 'A' ? 'B' : 'A';
  return `${head}.${payload}.${signature.slice(0, at)}${swapped}${signature.slice(at + 1)}`;
}
