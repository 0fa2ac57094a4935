import { connect } from 'node:net';

export interface RawAnswer {
  /** Status code of the first final answer, or undefined when the connection closed without one. */
  status?: number;
  head: string;
  body: string;
  /** The connection was closed by the gateway (as opposed to still open after a complete answer). */
  closed: boolean;
  timedOut: boolean;
}

/** Splits off interim (1xx) answers, which precede the final one. */
function finalAnswer(text: string): { head: string; body: string } | undefined {
  let rest = text;
  for (;;) {
    const split = rest.indexOf('\r\n\r\n');
    if (split === -1) return undefined;
    const head = rest.slice(0, split);
    if (!/^HTTP\/1\.[01] 1\d\d/.test(head)) return { head, body: rest.slice(split + 4) };
    rest = rest.slice(split + 4);
  }
}

/** A complete answer: its Content-Length of body bytes, or the last chunk of a chunked body. */
function complete(answer: { head: string; body: string }): boolean {
  return bodyLength(answer) !== undefined;
}

/** How many of `answer.body`'s characters belong to the answer, once it is complete (else undefined). */
function bodyLength(answer: { head: string; body: string }): number | undefined {
  const length = /\r\ncontent-length: *(\d+)/i.exec(answer.head);
  if (length) return answer.body.length >= Number(length[1]) ? Number(length[1]) : undefined;
  if (!/\r\ntransfer-encoding: *chunked/i.test(answer.head)) return undefined;
  return dechunk(answer.body)?.consumed;
}

/** A chunked body's data and how many characters its framing took, once its last chunk is in. */
function dechunk(raw: string): { data: string; consumed: number } | undefined {
  let data = '';
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) return undefined;
    const size = parseInt(raw.slice(at, lineEnd), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) {
      // No trailers from the gateway: the last chunk is followed by an empty line.
      return raw.startsWith('\r\n', lineEnd + 2) ? { data, consumed: lineEnd + 4 } : undefined;
    }
    if (raw.length < lineEnd + 2 + size + 2) return undefined;
    data += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * Writes raw bytes to the gateway and reads one answer: what a browser library would never send, but an
 * attacker or a broken client does. Resolves once one complete answer arrived, the connection closed, or
 * `timeoutMs` passed. `writes` are sent in turn, `pauseMs` apart (slow clients).
 */
export function sendRaw(
  port: number,
  writes: Array<string | Buffer>,
  { timeoutMs = 10_000, pauseMs = 0 } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let settled = false;
    const finish = (closed: boolean, timedOut = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const answer = finalAnswer(data) ?? { head: data, body: '' };
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer.head);
      resolve({ status: match ? Number(match[1]) : undefined, ...answer, closed, timedOut });
    };
    const timer = setTimeout(() => finish(false, true), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      const answer = finalAnswer(data);
      if (answer && complete(answer)) finish(false);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', async () => {
      for (const [i, chunk] of writes.entries()) {
        if (i > 0 && pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
        if (socket.destroyed) return;
        socket.write(chunk);
      }
    });
  });
}

export interface RawConnection {
  /**
   * Writes one request's bytes on this connection and reads its answer (the first one after the previous
   * answer): whether a connection stays usable after an answer is something only the same socket can tell.
   * Resolves once the answer is complete, the connection closed, or `timeoutMs` passed.
   */
  exchange(writes: Array<string | Buffer>, options?: { timeoutMs?: number }): Promise<RawAnswer>;
  close(): void;
}

/** One TCP connection to the gateway, for several requests in turn. */
export function rawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let closed = false;
    let waiting: (() => void) | undefined;
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      waiting?.();
    });
    const onClose = () => {
      closed = true;
      waiting?.();
    };
    socket.on('close', onClose);
    // A reset while a request body is still being written shows as a close.
    socket.on('error', onClose);
    socket.once('connect', () =>
      resolve({
        exchange: (writes, { timeoutMs = 10_000 } = {}) =>
          new Promise((done) => {
            const finish = (timedOut: boolean) => {
              clearTimeout(timer);
              waiting = undefined;
              const answer = finalAnswer(data);
              const length = answer && bodyLength(answer);
              if (answer && length !== undefined) {
                // Everything after this answer belongs to the next one.
                data = answer.body.slice(length);
                const own = answer.body.slice(0, length);
                answer.body = /\r\ntransfer-encoding: *chunked/i.test(answer.head) ? dechunk(own)!.data : own;
              } else data = '';
              const shown = answer ?? { head: '', body: '' };
              const match = /^HTTP\/1\.[01] (\d{3})/.exec(shown.head);
              done({ status: match ? Number(match[1]) : undefined, ...shown, closed, timedOut });
            };
            const timer = setTimeout(() => finish(true), timeoutMs);
            waiting = () => {
              const answer = finalAnswer(data);
              if (closed || (answer && complete(answer))) finish(false);
            };
            for (const chunk of writes) if (!socket.destroyed) socket.write(chunk);
            waiting();
          }),
        close: () => socket.destroy(),
      }),
    );
    socket.once('error', reject);
  });
}
