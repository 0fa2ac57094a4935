import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testLogger } from '../test-support/harness';
import { LogoSource } from './logo';

/** A 1x1 PNG, as svc-content serves an uploaded logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let media: Server;
let mediaUrl: string;
const asked: string[] = [];

beforeAll(async () => {
  // svc-content's Service as svc-notify reaches it inside the cluster.
  media = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url?.startsWith('/media/content/')) res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => media.listen(0, '127.0.0.1', r));
  mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => media.close(r)));
beforeEach(() => {
  asked.length = 0;
});

describe('LogoSource', () => {
  it("reads the public logo URL's path from svc-content's internal address, never from PUBLIC_URL", async () => {
    // spark.invalid cannot resolve: a request there would fail and give null.
    const logos = new LogoSource('https://spark.invalid', mediaUrl, testLogger());
    await expect(logos.load('https://spark.invalid/media/content/ab12.png?v=2')).resolves.toEqual(PNG);
    expect(asked).toEqual(['/media/content/ab12.png?v=2']);
  });

  it('keeps the path of a PUBLIC_URL with a base path when reading from the public address itself', async () => {
    const site = `${mediaUrl}/shop`;
    const logos = new LogoSource(site, site, testLogger());
    // svc-content's media under the base path answer 404 here: what matters is the path asked for.
    await expect(logos.load(`${site}/media/content/cd34.png`)).resolves.toBeNull();
    expect(asked).toEqual(['/shop/media/content/cd34.png']);
  });

  it("asks for nothing that is not svc-content's media on the public origin", async () => {
    const logos = new LogoSource('https://spark.invalid', mediaUrl, testLogger());
    for (const url of [
      'https://elsewhere.test/media/content/ab12.png',
      'https://spark.invalid/media/auth/ab12.png',
      'https://spark.invalid/api/admin/getOrders',
      'https://spark.invalid/media/content/../../api/admin/getOrders',
      'not a url',
    ]) {
      await expect(logos.load(url)).resolves.toBeNull();
    }
    expect(asked).toEqual([]);
  });
});
