import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { remoteFederation } from '@voltdesk/app-core/federation';

/** The content-management remote `cms`: its routes are the CMS screens the shell mounts under /admin. */
export default createModuleFederationConfig(remoteFederation('cms'));
