import { openTarget, type Target } from './helpers/target';
import type { ConformanceCase } from './conformance/case';
import { collationCases } from './conformance/collation';
import { collectionCases } from './conformance/collections';
import { explainCases } from './conformance/explain';
import { queryCases } from './conformance/queries';
import { textCases } from './conformance/text';
import { unsupportedCases } from './conformance/unsupported';
import { updateCases } from './conformance/updates';

/**
 * The differential conformance suite: every case states a behaviour from the MongoDB manual page it
 * names. The same cases run against the embedded server (default) and against any MongoDB given by
 * MONGO_URL (`npm run conformance -w infra/embedded-mongo`), so both are judged by one set of answers.
 */
const groups: Array<[string, ConformanceCase[]]> = [
  ['queries', queryCases],
  ['collections', collectionCases],
  ['explain', explainCases],
  ['collation', collationCases],
  ['text search', textCases],
  ['updates', updateCases],
  ['unsupported features (geospatial, time series)', unsupportedCases],
];

let t: Target;
let n = 0;
beforeAll(async () => {
  t = await openTarget('conformance');
});
afterAll(async () => {
  await t.close();
});

describe.each(groups)('%s', (_group, cases) => {
  it.each(cases.map((c) => [`${c.title} (${c.manual})`, c] as const))('%s', async (_title, c) => {
    n += 1;
    await c.run(t.db, t.db.collection(`case_${n}`));
  });
});
