/**
 * `npm stop`: stops the stack started from this checkout (same DATA_DIR) in another terminal, as Ctrl-C
 * there would. If its supervisor is gone (crashed or killed), the children it left behind are stopped.
 */
import { readStackConfig } from './stack-config';
import { checkPreviousRun } from './supervisor/previous-run';
import { alive, readState, terminate } from './supervisor/stack-state';

async function main() {
  const { DATA_DIR } = readStackConfig();
  const state = readState(DATA_DIR);
  const previous = await checkPreviousRun(DATA_DIR);
  if (previous.kind === 'none') {
    console.log(`No stack is running from ${DATA_DIR}.`);
    return;
  }
  if (previous.kind === 'cleaned') {
    const names = previous.orphans.map((o) => `${o.name} (pid ${o.pid})`).join(', ');
    console.log(
      names ? `The stack's supervisor was gone; stopped what it left: ${names}.` : 'Nothing was running.',
    );
    return;
  }
  const { pid } = previous.state.supervisor;
  console.log(`Stopping the stack (pid ${pid})…`);
  // The supervisor stops its children in reverse order and kills any that hang; past its own deadline
  // (45 s) it is killed too, and then whatever it left.
  await terminate(pid, 60_000);
  const left = (state?.children ?? []).filter((c) => alive(c.pid));
  if (left.length > 0) await checkPreviousRun(DATA_DIR);
  console.log('Stopped.');
}

void main();
