import { mockFetch, type FetchMock } from '../testing';
import { api } from './api';
import { makeStore } from '../store';
import { loggedIn } from '../session/session-slice';
import { normalizeError } from './errors';

let net: FetchMock;
afterEach(() => {
  net.restore();
  localStorage.clear();
});

function signedInStore() {
  const store = makeStore();
  store.dispatch(loggedIn({ token: 'tok-1', userType: 'admin', userId: '507f1f77bcf86cd799439011' }));
  return store;
}

test('sends the bearer token and stores the session the way spec section 3 says', async () => {
  net = mockFetch({
    'GET admin/users': {
      body: { data: { id: '1', name: 'Ada', email: 'a@x.io', avatar: null, user_type: 'admin', status: 1 } },
    },
  });
  const store = signedInStore();
  expect(localStorage.getItem('accessToken')).toBe('tok-1');
  expect(localStorage.getItem('userType')).toBe('admin');
  expect(localStorage.getItem('userId')).toBe(btoa('507f1f77bcf86cd799439011'));
  const result = await store.dispatch(api.endpoints.getCurrentUser.initiate('tok-1'));
  expect(result.data?.name).toBe('Ada');
  expect(net.calls[0]?.headers.get('authorization')).toBe('Bearer tok-1');
});

test("'Unauthenticated.' from any call clears the token", async () => {
  net = mockFetch({ 'GET getSingleSetup': { status: 401, body: { message: 'Unauthenticated.' } } });
  const store = signedInStore();
  await store.dispatch(api.endpoints.setupEntries.initiate());
  expect(store.getState().session.token).toBeNull();
  expect(store.getState().session.endedBy).toBe('unauthenticated');
  expect(localStorage.getItem('accessToken')).toBeNull();
});

test('a network failure sets the network-error flag and the next answer clears it', async () => {
  net = mockFetch({ 'GET getSingleSetup': 'network-error' });
  const store = makeStore();
  await store.dispatch(api.endpoints.setupEntries.initiate());
  expect(store.getState().session.networkError).toBe(true);
  net.use({ 'GET getSingleSetup': { body: { data: {} } } });
  await store.dispatch(api.endpoints.setupEntries.initiate(undefined, { forceRefetch: true }));
  expect(store.getState().session.networkError).toBe(false);
});

test('normalizeError reads the field map under data or errors, first message only', () => {
  expect(
    normalizeError({
      status: 422,
      data: { message: 'The given data was invalid.', data: { email: ['Taken.', 'x'] } },
    }),
  ).toEqual({ status: 422, message: 'The given data was invalid.', fields: { email: 'Taken.' } });
  expect(
    normalizeError({ status: 422, data: { message: 'm', errors: { notMatch: ['No match.'] } } }).fields,
  ).toEqual({
    notMatch: 'No match.',
  });
  expect(normalizeError({ status: 'FETCH_ERROR', error: 'TypeError' }).status).toBe('network');
});
