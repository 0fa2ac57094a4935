import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import request from 'supertest';
import { createApp, createLogger, createMetrics, ImageStore, respond, type UploadedFile } from '../src';

/** A PNG whose header declares `width` x `height` (the pixel data is a single row: never decoded). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + Math.min(width, 1024)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'kit-images-'));
const images = new ImageStore(mediaDir, 'content');
const app = createApp({
  name: 'images',
  logger: createLogger('images', 'silent'),
  metrics: createMetrics('images', false),
});
app.use(async (ctx) => {
  const file = ctx.request.files?.image as UploadedFile | undefined;
  respond(ctx, { url: file ? await images.save(file, 'image') : null });
});
const upload = (buf: Buffer) => request(app.callback()).post('/upload').attach('image', buf, 'photo.png');
const stored = () => readdirSync(path.join(mediaDir, 'content'), { withFileTypes: true }).length;

describe('image pixel limit', () => {
  it('refuses a small file whose header declares 40000 x 40000 pixels, and stores nothing', async () => {
    await upload(png(10, 10)).expect(200);
    const before = stored();
    const bomb = png(40_000, 40_000);
    expect(bomb.length).toBeLessThan(2000);
    const res = await upload(bomb).expect(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      data: { image: ['The image may not have more than 40 megapixels.'] },
    });
    expect(stored()).toBe(before);
  });

  it('accepts 8000 x 5000 (40 megapixels) and refuses one row more', async () => {
    await upload(png(8000, 5000)).expect(200);
    await upload(png(8000, 5001)).expect(422);
  });

  it('refuses an image whose header cannot be read', async () => {
    const truncated = png(10, 10).subarray(0, 20);
    const res = await upload(truncated).expect(422);
    expect(res.body.data.image[0]).toMatch(/must be a file of type|not a readable image/);
  });
});
