/**
 * A test file's running thing (a service started in-process, a harness): started in a `beforeAll` and
 * stopped in an `afterAll` that this registers, so call it at the top of the file. The object it returns
 * is filled in before the suite's first hook or test runs (hooks a file registers after this call see it
 * started), which lets the file hold it in a `const`.
 */
export function useStarted<T extends { stop(): Promise<void> }>(start: () => Promise<T>): T {
  const started = {} as T;
  beforeAll(async () => {
    Object.assign(started, await start());
  });
  // Left unset when the start failed: there is nothing to stop then.
  afterAll(async () => (started as Partial<T>).stop?.());
  return started;
}
