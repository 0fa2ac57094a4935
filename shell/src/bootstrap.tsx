import { createRoot } from 'react-dom/client';
import { makeStore } from '@voltdesk/app-core';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App store={makeStore()} />);
