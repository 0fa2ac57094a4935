import { mockFetch, type FetchMock } from '../testing';
import { makeStore } from '../store';
import { api } from './api';
import { fetchEarly } from './early-fetch';

let net: FetchMock;
afterEach(() => net.restore());

const SETUP = { websiteData: { title: 'Brightline Electrical' } };

test('a call started early answers the first matching query, and only that one', async () => {
  net = mockFetch({ 'GET getSingleSetup': { body: { data: SETUP } } });
  fetchEarly('getSingleSetup');

  const first = await makeStore().dispatch(api.endpoints.setupEntries.initiate());
  expect(first.data).toEqual(SETUP);
  // The store's query took the early answer instead of asking again.
  expect(net.callsTo('GET getSingleSetup')).toHaveLength(1);

  // A later store asks the network as usual: an early answer is used once.
  const second = await makeStore().dispatch(api.endpoints.setupEntries.initiate());
  expect(second.data).toEqual(SETUP);
  expect(net.callsTo('GET getSingleSetup')).toHaveLength(2);
});

test('an early call that failed on the network is asked again by the query', async () => {
  let calls = 0;
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
    calls += 1;
    if (calls === 1) return Promise.reject(new TypeError('network down'));
    return realFetch(...args);
  }) as typeof fetch;
  net = mockFetch({ 'GET getSingleSetup': { body: { data: SETUP } } });
  try {
    fetchEarly('getSingleSetup');
    const result = await makeStore().dispatch(api.endpoints.setupEntries.initiate());
    expect(result.data).toEqual(SETUP);
  } finally {
    globalThis.fetch = realFetch;
  }
});
