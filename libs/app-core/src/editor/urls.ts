/**
 * The addresses that work once saved. Links: what the server's rich-text allowlist keeps (a site path,
 * http(s), mailto:, tel:). Images: only the site's own paths, because the pages' Content-Security-Policy
 * (`img-src 'self' data: blob:`, libs/contracts/src/http) would block an image from another site.
 */
const SITE_PATH = /^\/(?!\/)/;
const WEB = /^https?:\/\/[^\s/]+/i;
const CONTACT = /^(mailto|tel):\S+$/i;

export function linkAddressProblem(url: string): string | undefined {
  if (!url) return 'Enter the address the link opens.';
  if (SITE_PATH.test(url) || WEB.test(url) || CONTACT.test(url)) return undefined;
  return 'Enter a web address (https://...), a site path (/...), mailto: or tel:.';
}

export function imageAddressProblem(url: string): string | undefined {
  if (!url) return 'Choose an image, upload one or enter its address.';
  if (SITE_PATH.test(url)) return undefined;
  return "Use an image of this site (an address starting with /): the site's pages block other sites' images.";
}
