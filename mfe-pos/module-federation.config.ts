import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { remoteFederation } from '@voltdesk/app-core/federation';

/** The point-of-sale remote `pos`: its routes are the POS screens the shell mounts under /admin. */
export default createModuleFederationConfig(remoteFederation('pos'));
