import { createRoot } from 'react-dom/client';
import { api, makeStore } from '@voltdesk/app-core';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const store = makeStore();
// Into the cache before the first render (its request was started by index.ts).
void store.dispatch(api.endpoints.setupEntries.initiate(undefined, { subscribe: false }));
createRoot(container).render(<App store={store} />);
