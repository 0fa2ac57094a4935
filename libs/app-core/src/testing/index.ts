export { mockFetch } from './fetch-mock';
export type { FetchMock, MockReply, RecordedCall, RouteHandler } from './fetch-mock';
