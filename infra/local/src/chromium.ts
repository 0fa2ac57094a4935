/**
 * How every script and test here launches Debian's Chromium (`CHROME_PATH` or `CHROMIUM_PATH`, default
 * /usr/bin/chromium). Free of imports so browser tests and scripts in any workspace can use it.
 */

/** Headless, no sandbox (root in a container), and none of the background work that adds noise or network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumPath = (): string =>
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
