/**
 * Asks `read` again every `everyMs` (250 ms unless told) until `done` holds for what it answers, and
 * returns that answer; throws with the last answer after `timeoutMs`. For what a journey cannot wait on
 * through the page itself.
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  {
    timeoutMs = 30_000,
    everyMs = 250,
    what = 'the condition',
  }: { timeoutMs?: number; everyMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`${what} did not hold within ${timeoutMs / 1000} s; last: ${JSON.stringify(value)}`);
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Waits until the machine's clock reaches `time` (ms since the epoch): for what happens at a set time. */
export async function untilTime(time: number): Promise<void> {
  const left = time - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}
