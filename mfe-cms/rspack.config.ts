import { defineConfig } from '@rspack/cli';
import { remoteRspackConfig } from '@voltdesk/app-core/rspack';
import federation from './module-federation.config';

/**
 * The CMS remote (`rspack build`: served by the gateway from /remotes/cms/); `rspack serve` adds the
 * standalone page on port 3002 (`CMS_PORT`). The whole config is app-core's remote config.
 */
export default defineConfig(
  remoteRspackConfig({ dir: __dirname, federation, devPort: Number(process.env.CMS_PORT ?? 3002) }),
);
