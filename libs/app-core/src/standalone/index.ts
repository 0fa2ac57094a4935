export { mountStandalone, StandaloneHost } from './standalone-host';
export type { StandaloneOptions } from './standalone-host';
