import { defineConfig } from '@rspack/cli';
import { remoteRspackConfig } from '@voltdesk/app-core/rspack';
import federation from './module-federation.config';

/**
 * The POS remote (`rspack build`: served by the gateway from /remotes/pos/); `rspack serve` adds the
 * standalone page on port 3003 (`POS_PORT`). The whole config is app-core's remote config; its dev server
 * sends the API and uploaded media (the logo on the printed invoice) to the gateway.
 */
export default defineConfig(
  remoteRspackConfig({ dir: __dirname, federation, devPort: Number(process.env.POS_PORT ?? 3003) }),
);
