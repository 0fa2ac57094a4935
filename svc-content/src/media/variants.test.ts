import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { bearer, GIF, useHarness } from '../test-support/harness';

const h = useHarness();
const admin = () => bearer(h.admin);

/** A real photo-like image (a gradient, so encoders have something to encode). */
const image = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fc0"/></svg>`,
        ),
      },
    ])
    [format]()
    .toBuffer();

/** Binary bodies as Buffers (supertest only buffers text and JSON on its own). */
const bytes = (res: Response) => res.body as Buffer;
const fetchBytes = (url: string) =>
  h
    .api()
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

const insertPost = async (title: string, picture: Buffer, name: string) =>
  (
    await h
      .api()
      .post('/api/admin/insertPost')
      .set(admin())
      .field('title', title)
      .field('description', '<p>Text</p>')
      .attach('image', picture, name)
      .expect(201)
  ).body.data as { slug: string; image: string };

/** Polls `check` until it gives a value (generous limit: shared, slow machines). */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const variant = (url: string, width: number, format: 'avif' | 'webp') =>
  `${url.replace(/\.[a-z]+$/, '')}-${width}.${format}`;

describe('responsive copies of uploaded images', () => {
  it('serves AVIF and WebP copies of a PNG at the widths the public API names, never enlarged', async () => {
    const post = await insertPost('Consumer units', await image(1000, 600, 'png'), 'board.png');
    const read = await h.api().get('/api/postbyslug').query({ slug: post.slug }).expect(200);
    expect(read.body.data.images).toEqual({
      [post.image]: { width: 1000, height: 600, widths: [320, 640, 960, 1000] },
    });

    const avif = await fetchBytes(variant(post.image, 640, 'avif')).expect(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(bytes(avif)).metadata()).toMatchObject({ format: 'heif', width: 640, height: 384 });

    const webp = await fetchBytes(variant(post.image, 1000, 'webp')).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(bytes(webp)).metadata()).toMatchObject({ format: 'webp', width: 1000, height: 600 });

    // Wider than the image, or a width that is not a step: no such copy.
    await h
      .api()
      .get(variant(post.image, 1280, 'avif'))
      .expect(404);
    await h
      .api()
      .get(variant(post.image, 500, 'webp'))
      .expect(404);
    // The upload itself is still served as it was (mails embed it).
    await h.api().get(post.image).expect(200).expect('Content-Type', 'image/png');
  });

  it('gives a large JPEG copies up to 1920 pixels wide, in the post list as well', async () => {
    const post = await insertPost('Garden lighting', await image(2400, 1600, 'jpeg'), 'garden.jpg');
    const list = await h.api().get('/api/getPost').expect(200);
    const item = (list.body.data as Array<{ slug: string; images: object }>).find(
      (p) => p.slug === post.slug,
    );
    expect(item?.images).toEqual({
      [post.image]: { width: 2400, height: 1600, widths: [320, 640, 960, 1280, 1920] },
    });
    const webp = await fetchBytes(variant(post.image, 1920, 'webp')).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(bytes(webp)).metadata()).toMatchObject({ width: 1920, height: 1280 });
    const avif = await fetchBytes(variant(post.image, 320, 'avif')).expect(200);
    expect(await sharp(bytes(avif)).metadata()).toMatchObject({ width: 320, height: 213 });
  });

  it('makes copies of an image stored before copies existed, on first request', async () => {
    const jpeg = await image(800, 500, 'jpeg');
    const name = `${createHash('sha256').update(jpeg).digest('hex')}.jpg`;
    const dir = path.join(h.mediaDir, 'content');
    // Stored the way older versions stored it: the file alone.
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), jpeg);
    const res = await fetchBytes(`/media/content/${name.replace('.jpg', '-800.avif')}`).expect(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(await sharp(bytes(res)).metadata()).toMatchObject({ width: 800, height: 500 });
  });

  it('offers no copies of a GIF, and deleting an image deletes its copies', async () => {
    const gif = await insertPost('Sockets', GIF, 'socket.gif');
    const read = await h.api().get('/api/postbyslug').query({ slug: gif.slug }).expect(200);
    expect(read.body.data.images[gif.image]).toEqual({ width: 1, height: 1, widths: [] });
    await h
      .api()
      .get(variant(gif.image, 1, 'webp'))
      .expect(404);

    const upload = await h
      .api()
      .post('/api/admin/uploadMedia')
      .set(admin())
      .attach('image', await image(700, 400, 'png'), 'spare.png')
      .expect(201);
    const { file, url } = upload.body.data as { file: string; url: string };
    await fetchBytes(variant(url, 320, 'webp')).expect(200);
    const hash = file.slice(0, 64);
    const copies = async () =>
      (await readdir(path.join(h.mediaDir, 'content'))).filter((f) => f.startsWith(`${hash}-`)).sort();
    // A new upload's copies are made in the background, so its first visitors get them from disk.
    const all = [320, 640, 700].flatMap((w) => [`${hash}-${w}.avif`, `${hash}-${w}.webp`]).sort();
    // Compared whole: a copy being written is a `.tmp` file beside the others until it is renamed.
    await eventually(async () => (JSON.stringify(await copies()) === JSON.stringify(all) ? true : undefined));
    await h.api().delete('/api/admin/deleteMedia').query({ file }).set(admin()).expect(200);
    expect(await copies()).toEqual([]);
    await h
      .api()
      .get(variant(url, 320, 'webp'))
      .expect(404);
  });
});
