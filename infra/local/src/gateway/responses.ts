import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';

/** The services' error envelope, so the browser reads a gateway answer exactly like a service's. */
export function json(res: ServerResponse, status: number, body: unknown, cache = 'no-store'): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': cache,
  });
  res.end(payload);
}

export function text(res: ServerResponse, body: string, status = 200): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Messages of the answers the gateway gives itself; the services use the same sentences. */
export const MESSAGES = {
  400: 'Bad request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  408: 'Request timeout.',
  413: 'The request is too large.',
  431: 'Request headers too large.',
  502: 'Bad gateway.',
  503: 'Service unavailable.',
  504: 'Gateway timeout.',
} as const;

export type GatewayStatus = keyof typeof MESSAGES;

export function problem(
  res: ServerResponse,
  status: GatewayStatus,
  extraHeaders: Record<string, string> = {},
  message: string = MESSAGES[status],
) {
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  json(res, status, { message });
}

/**
 * A whole HTTP/1.1 answer written straight to a socket, for requests Node's parser refused (there is no
 * ServerResponse then). Always closes: after a parse error the rest of the stream cannot be trusted.
 */
export function rawProblem(status: GatewayStatus): string {
  const body = JSON.stringify({ message: MESSAGES[status] });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\n' +
    'Connection: close\r\n\r\n' +
    body
  );
}
