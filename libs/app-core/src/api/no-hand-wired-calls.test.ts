import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every front-end call is built by `defineCalls` from its endpoint definition: no screen or feature wires
 * an RTK Query endpoint, a path or a fetch of the API by hand. Only app-core's api folder (the builder, the
 * base query) may touch RTK Query's endpoint builder.
 */
const ROOT = join(__dirname, '..', '..', '..', '..');
const FRONT_ENDS = ['shell/src', 'mfe-site/src', 'mfe-cms/src', 'mfe-pos/src', 'libs/app-core/src'];
const BUILDER = 'libs/app-core/src/api/';
/** Test support: the network mock reads the paths calls go to. */
const TEST_SUPPORT = 'libs/app-core/src/testing/';
const HAND_WIRED = [
  /\binjectEndpoints\s*\(/,
  /\bbuild(er)?\.(query|mutation|infiniteQuery)\s*[<(]/,
  /\bfetchBaseQuery\s*\(/,
  /\bcreateApi\s*\(/,
  /\bcallOf\s*\(/,
  /['"]\/api\//,
];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

test('no front-end source wires an API call by hand', () => {
  const offenders = FRONT_ENDS.flatMap((dir) => sourcesUnder(join(ROOT, dir)))
    .map((path) => relative(ROOT, path))
    .filter((path) => !path.startsWith(BUILDER) && !path.startsWith(TEST_SUPPORT))
    .flatMap((path) => {
      const text = readFileSync(join(ROOT, path), 'utf8');
      return HAND_WIRED.filter((pattern) => pattern.test(text)).map((pattern) => `${path}: ${pattern}`);
    });
  expect(offenders).toEqual([]);
});

test('the scan finds what it looks for', () => {
  // The patterns above are the ones a hand-wired call is made of; a scan that matched nothing would pass.
  const handWired =
    "api.injectEndpoints({ endpoints: (build) => ({ x: build.query<A, B>({ query: () => 'x' }) }) })";
  expect(HAND_WIRED.filter((p) => p.test(handWired)).length).toBeGreaterThanOrEqual(2);
  expect(sourcesUnder(join(ROOT, 'mfe-pos/src')).length).toBeGreaterThan(20);
});
