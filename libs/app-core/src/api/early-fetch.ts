/**
 * Public GET calls started before the app's code has loaded (the shell's entry starts them while its other
 * chunks download), handed to the base query's first matching call so the answer is not asked for twice.
 * Only for calls whose answer does not depend on who asks: the early request carries no token.
 *
 * Deliberately free of imports: the shell's entry imports this before Module Federation has negotiated the
 * shared libraries, so it must not pull any of them in.
 */

/** Every call goes to the same origin under /api (the gateway routes it by the contract's route table). */
export const API_BASE_URL = '/api/';

const early = new Map<string, Promise<Response>>();

function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

/** Starts `GET /api/<path>` now; the base query's next call to the same URL takes its answer. */
export function fetchEarly(path: string): void {
  const url = absolute(`${API_BASE_URL}${path}`);
  if (!early.has(url)) early.set(url, fetch(url, { headers: { Accept: 'application/json' } }));
}

/**
 * The base query's fetch: a GET whose answer was asked for early takes that answer (once); anything else,
 * or an early request that failed on the network, goes out as usual.
 */
export function fetchWithEarlyAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : undefined;
  const url = request?.url ?? absolute(String(input));
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const pending = method === 'GET' ? early.get(url) : undefined;
  if (!pending) return fetch(input, init);
  early.delete(url);
  return pending.catch(() => fetch(input, init));
}
