// jsdom has no fetch. The front ends call fetch('/api/...') with relative URLs, so the test environment
// lends jsdom Node's own fetch classes, with Request resolving relative URLs against the page's location the
// way a browser does. Tests replace `fetch` itself with a mock at the network boundary.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    const location = () => g.location.href;
    class BrowserLikeRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, location()).href : input, init);
      }
    }
    Object.assign(g, {
      Request: BrowserLikeRequest,
      fetch: (input, init) => fetch(new BrowserLikeRequest(input, init)),
      Response,
      Headers,
      // Multipart bodies: the screens build FormData with picked Files; Node's fetch only encodes its own.
      FormData,
      File,
      Blob,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
