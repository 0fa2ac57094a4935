/** `npm run build:web`: builds the shell and every remote whose build is missing or older than its sources. */
import { buildFrontEndsIfNeeded } from './front-ends';
import { prefixer } from './processes';

buildFrontEndsIfNeeded(prefixer('build')).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
