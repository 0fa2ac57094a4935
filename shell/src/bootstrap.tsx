import { createRoot } from 'react-dom/client';
import { api, makeStore } from '@voltdesk/app-core';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const store = makeStore();
// Every page (the header, the footer, the landing hero, the admin's site name) needs the setup: ask for it
// now rather than after the first render.
void store.dispatch(api.endpoints.getSingleSetup.initiate(undefined, { subscribe: false }));
createRoot(container).render(<App store={store} />);
