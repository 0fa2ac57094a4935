/** How long a server-rendered page waits at most for its first paint before the app starts anyway. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * A server-rendered page is already what the visitor sees, so its app starts once the browser has painted
 * it: no script download or evaluation holds up that first paint, and the page's images get the network
 * first. A page in a background tab (never painted) starts at once. The shell's entry and the site's public
 * entry both start this way; it is kept apart from app-core's index so an entry loads nothing else with it.
 */
export function afterFirstPaint(run: () => void): void {
  const paintObserved =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (document.visibilityState !== 'visible' || !paintObserved) return run();
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    run();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) go();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(go, FIRST_PAINT_WAIT_MS);
}
