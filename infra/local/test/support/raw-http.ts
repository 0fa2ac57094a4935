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
  const length = /\r\ncontent-length: *(\d+)/i.exec(answer.head);
  if (length) return answer.body.length >= Number(length[1]);
  return /\r\ntransfer-encoding: *chunked/i.test(answer.head) && answer.body.endsWith('0\r\n\r\n');
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
