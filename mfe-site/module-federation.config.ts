import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { remoteFederation } from '@voltdesk/app-core/federation';

/** The public-website remote `site`: its routes are every public page. */
export default createModuleFederationConfig(remoteFederation('site'));
