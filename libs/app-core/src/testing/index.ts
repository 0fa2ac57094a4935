export { formFields, mockFetch } from './fetch-mock';
export type { FetchMock, MockReply, RecordedCall, RouteHandler } from './fetch-mock';
export { BUSINESS_CLOCK, cleanupAdminRemote, invalid, renderAdminRemote } from './render-admin-remote';
export type { RenderedRemote } from './render-admin-remote';
