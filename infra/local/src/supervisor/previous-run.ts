import { readState, removeState, stillOurs, terminate, type StackState } from './stack-state';

export type PreviousRun =
  | { kind: 'none' }
  | { kind: 'running'; state: StackState }
  | { kind: 'cleaned'; orphans: Array<{ name: string; pid: number }> };

/**
 * What an earlier `npm start` from this data folder left behind. A supervisor still alive means a stack is
 * running (the caller says so and stops). A dead one means it crashed or was killed: the children it
 * recorded, if still alive and still the same programs, are orphans and are stopped here.
 */
export async function checkPreviousRun(dataDir: string): Promise<PreviousRun> {
  const state = readState(dataDir);
  if (!state) return { kind: 'none' };
  const { supervisor } = state;
  if (supervisor.pid !== process.pid && stillOurs(supervisor.pid, supervisor.signature))
    return { kind: 'running', state };
  const orphans = state.children.filter((c) => c.pid !== undefined && stillOurs(c.pid, c.signature));
  await Promise.all(orphans.map((c) => terminate(c.pid!, 5_000)));
  removeState(dataDir);
  return { kind: 'cleaned', orphans: orphans.map((c) => ({ name: c.name, pid: c.pid! })) };
}
