export { mockFetch } from './fetch-mock';
export type { FetchMock, MockReply, RecordedCall, RouteHandler } from './fetch-mock';
export { cleanupAdminRemote, invalid, renderAdminRemote } from './render-admin-remote';
export type { RenderedRemote } from './render-admin-remote';
