/**
 * `npm run status`: each part of the stack started from this checkout (same DATA_DIR): state, pid, ports,
 * uptime and restarts, as its supervisor last wrote them, checked against the live processes.
 */
import { readStackConfig } from './stack-config';
import { readState, stillOurs } from './supervisor/stack-state';

function uptime(since: number | undefined): string {
  if (!since) return '-';
  const s = Math.round((Date.now() - since) / 1000);
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}

async function main() {
  const { DATA_DIR } = readStackConfig();
  const state = readState(DATA_DIR);
  if (!state) {
    console.log(`No stack is running from ${DATA_DIR}.`);
    return;
  }
  const { supervisor, gateway } = state;
  if (!stillOurs(supervisor.pid, supervisor.signature)) {
    console.log(
      `The stack's supervisor (pid ${supervisor.pid}) is gone; \`npm stop\` or the next \`npm start\` cleans up.`,
    );
  }
  const rows: string[][] = [['part', 'state', 'pid', 'ports', 'uptime', 'restarts']];
  rows.push([
    'supervisor',
    stillOurs(supervisor.pid, supervisor.signature) ? 'running' : 'gone',
    String(supervisor.pid),
    '-',
    uptime(supervisor.startedAt),
    '-',
  ]);
  for (const child of state.children) {
    const live = stillOurs(child.pid, child.signature);
    rows.push([
      child.name,
      live || child.state !== 'running' ? child.state : 'down',
      child.pid ? String(child.pid) : '-',
      child.ports.join(', '),
      live ? uptime(child.startedAt) : '-',
      String(child.restarts),
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  if (gateway) console.log(`\nsite: ${gateway.url}/`);
}

void main();
