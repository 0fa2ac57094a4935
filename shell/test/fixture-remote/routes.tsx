import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RichTextEditor } from '@voltdesk/app-core/editor';
import { api, rootReducer, useAppSelector, useSetupEntriesQuery } from '@voltdesk/app-core';

/**
 * A minimal remote that follows the remote contract (shell/README.md), used by
 * scripts/federation-check.ts to prove the contract end to end in a real browser: it injects a slice and
 * an endpoint at import time, and reads the shell's store through the shared app-core singleton.
 */
const fixtureSlice = createSlice({
  name: 'fixture',
  initialState: { greeting: 'injected slice works' },
  reducers: {},
  selectors: { selectGreeting: (s) => s.greeting },
});

declare module '@voltdesk/app-core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof fixtureSlice> {}
}

const injected = fixtureSlice.injectInto(rootReducer);

api.enhanceEndpoints({ addTagTypes: ['Fixture'] }).injectEndpoints({
  endpoints: (build) => ({ fixturePing: build.query<unknown, void>({ query: () => 'fixturePing' }) }),
  overrideExisting: false,
});

function Landing() {
  const { data } = useSetupEntriesQuery();
  const greeting = useAppSelector((state) => injected.selectors.selectGreeting(state));
  return (
    <main>
      <h1>Fixture landing: {data?.websiteData?.title ?? '...'}</h1>
      <p>{greeting}</p>
    </main>
  );
}

function EditorPage() {
  const [html, setHtml] = useState('<p>Hello <strong>world</strong></p>');
  return (
    <main>
      <RichTextEditor label="Description" value={html} onChange={setHtml} />
      <output data-testid="html-out">{html}</output>
    </main>
  );
}

export default function SiteRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route path="about" element={<h1>Fixture about</h1>} />
      <Route path="contact" element={<EditorPage />} />
    </Routes>
  );
}
