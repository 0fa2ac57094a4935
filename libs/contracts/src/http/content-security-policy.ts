/**
 * The Content-Security-Policy of every HTML answer, written once: the local gateway sends it and the
 * production nginx config is generated from it, so the two can never drift apart.
 *
 * The access token lives in localStorage, so an injected script would own the session: scripts come from
 * our own origin only (no inline script, no eval), nothing may be embedded as an object, `<base>` cannot
 * re-point relative URLs, and no other site may frame ours. The only third-party content is the contact
 * page's map, an iframe of the Google Maps embed URL the admin stored (`GOOGLE_MAP_PATTERN` in
 * schemas/content/fields.ts accepts exactly these origins).
 */
export const MAP_EMBED_ORIGINS = ['https://www.google.com', 'https://maps.google.com'] as const;

/** SHA-256 of the stylesheet react-toastify 11.2 injects (its `injectStyle`), as Chromium reports it. */
const REACT_TOASTIFY_STYLE_HASH = "'sha256-wBAOjWqzlHdwhuIyV//yRl4v0VNTHc3TOqbIfNXoA7k='";

export const contentSecurityPolicyDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Rendered components set `style` through the DOM (allowed); stylesheets are files from our origin. The
  // one inline stylesheet is react-toastify's own (it injects its CSS as a <style> element), allowed by its
  // hash: a react-toastify upgrade that changes it fails the browser journey's CSP check until this is updated.
  'style-src': ["'self'", REACT_TOASTIFY_STYLE_HASH],
  // Uploaded media is served from our origin; `data:` covers small images inlined into the CSS bundles;
  // `blob:` is the preview of a file an admin has picked and not uploaded yet (an object URL, which only
  // our own scripts can make).
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': [...MAP_EMBED_ORIGINS],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The header value: `default-src 'self'; script-src 'self'; …`. */
export const CONTENT_SECURITY_POLICY = Object.entries(contentSecurityPolicyDirectives)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');
