import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bearer, GIF, PNG, useHarness, SVG } from '../test-support/harness';

const h = useHarness();

interface Media {
  file: string;
  url: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  used_by: Array<{ kind: string; id: string; title: string }>;
}

const admin = () => bearer(h.admin);
const upload = (bytes: Buffer, name: string, alt?: string) => {
  const req = h.api().post('/api/admin/uploadMedia').set(admin()).attach('image', bytes, name);
  return alt === undefined ? req : req.field('alt', alt);
};
const library = async (query: Record<string, string | number> = {}) =>
  (await h.api().get('/api/admin/media').query(query).set(admin()).expect(200)).body as {
    data: Media[];
    meta: { page: number; per_page: number; total: number };
  };
const entry = async (file: string) => (await library()).data.find((m) => m.file === file);

describe('media library', () => {
  let png: Media;
  let gif: Media;

  it('stores an upload checked as every image is, with its alt text, size, type and pixels', async () => {
    const made = await upload(PNG, 'fuse.png', ' Fuse board ').expect(201);
    png = made.body.data as Media;
    expect(png).toMatchObject({
      url: `/media/content/${png.file}`,
      type: 'image/png',
      size: PNG.length,
      width: 1,
      height: 1,
      alt: 'Fuse board',
      used_by: [],
    });
    await h.api().get(png.url).expect(200).expect('Content-Type', 'image/png');

    const svg = await upload(SVG, 'evil.png', 'x').expect(422);
    expect(svg.body.data.image[0]).toMatch(/must be a file of type/);
    const none = await h.api().post('/api/admin/uploadMedia').set(admin()).field('alt', 'x').expect(422);
    expect(none.body.data.image).toBeDefined();

    // The same bytes again are the same image: no alt text keeps the stored one, a new one replaces it.
    const again = await upload(PNG, 'copy.png').expect(201);
    expect(again.body.data).toMatchObject({ file: png.file, alt: 'Fuse board' });

    gif = (await upload(GIF, 'socket.gif').expect(201)).body.data as Media;
    expect(gif).toMatchObject({ type: 'image/gif', alt: '' });
  });

  it('lists every stored image, also those a form stored, a page at a time and searchable', async () => {
    const post = await h
      .api()
      .post('/api/admin/insertPost')
      .set(admin())
      .field('title', 'Rewiring')
      .field('description', '<p>Before</p>')
      .attach('image', Buffer.concat([PNG, Buffer.from([0])]), 'p.png')
      .expect(201);
    const formImage = (post.body.data.image as string).split('/').pop()!;

    const all = await library();
    expect(all.data.map((m) => m.file).sort()).toEqual([png.file, gif.file, formImage].sort());
    expect(all.meta.total).toBe(3);
    const first = await library({ page: 1, per_page: 2 });
    const second = await library({ page: 2, per_page: 2 });
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect([...first.data, ...second.data].map((m) => m.file).sort()).toEqual(
      all.data.map((m) => m.file).sort(),
    );
    expect((await library({ search: 'fuse BOARD' })).data.map((m) => m.file)).toEqual([png.file]);
    expect((await entry(formImage))?.used_by).toEqual([
      { kind: 'post', id: post.body.data.id, title: 'Rewiring' },
      { kind: 'revision', id: post.body.data.id, title: 'post "Rewiring"' },
    ]);
  });

  it('says where an image is used: image fields, rich text, setup entries and revisions', async () => {
    const page = await h
      .api()
      .post('/api/admin/pageInsert')
      .set(admin())
      .field('name', 'About us')
      .field('description', `<p>Hi</p><img src="${png.url}" alt="Fuse board" />`)
      .expect(201);
    expect(page.body.data.description).toContain(`<img src="${png.url}" alt="Fuse board" />`);
    await h.models.setups.create({ key: 'websiteLogo', value: { image: gif.url } });

    expect((await entry(png.file))?.used_by).toEqual([
      { kind: 'page', id: page.body.data.id, title: 'About us' },
      { kind: 'revision', id: page.body.data.id, title: 'page "About us"' },
    ]);
    expect((await entry(gif.file))?.used_by).toEqual([
      { kind: 'setup', id: 'websiteLogo', title: 'websiteLogo' },
    ]);
  });

  it('names a record once however many of its revisions show the image', async () => {
    const post = await h
      .api()
      .post('/api/admin/insertPost')
      .set(admin())
      .field('title', 'Consumer units')
      .field('description', '<p>One</p>')
      .attach('image', Buffer.concat([PNG, Buffer.from([1])]), 'cu.png')
      .expect(201);
    const file = (post.body.data.image as string).split('/').pop()!;
    for (const [title, text] of [
      ['Consumer units', '<p>Two</p>'],
      ['Consumer units explained', '<p>Three</p>'],
    ])
      await h
        .api()
        .post('/api/admin/updatePost')
        .set(admin())
        .field('id', post.body.data.id)
        .field('title', title!)
        .field('description', text!)
        .field('status', '1')
        .expect(200);
    const uses = (await entry(file))?.used_by ?? [];
    expect(uses.map((u) => `${u.kind} ${u.id}`)).toEqual([
      `post ${post.body.data.id}`,
      `revision ${post.body.data.id}`,
    ]);
    // The revision is named as the record is named now: its newest save.
    expect(uses[1]!.title).toBe('post "Consumer units explained"');
  });

  it('changes the alt text; unknown files are 404 and names the store never writes are 422', async () => {
    const saved = await h
      .api()
      .post('/api/admin/updateMedia')
      .set(admin())
      .send({ file: gif.file, alt: 'Company logo' })
      .expect(200);
    expect(saved.body.data).toMatchObject({ file: gif.file, alt: 'Company logo' });
    expect((await entry(gif.file))?.alt).toBe('Company logo');
    await h
      .api()
      .post('/api/admin/updateMedia')
      .set(admin())
      .send({ file: `${'0'.repeat(64)}.png`, alt: 'x' })
      .expect(404);
    await h
      .api()
      .post('/api/admin/updateMedia')
      .set(admin())
      .send({ file: '../../etc/passwd', alt: 'x' })
      .expect(422);
  });

  it('refuses to delete a used image with 409 naming its users, and deletes an unused one', async () => {
    const refused = await h
      .api()
      .delete('/api/admin/deleteMedia')
      .query({ file: gif.file })
      .set(admin())
      .expect(409);
    expect(refused.body.message).toBe(
      'This image is still used by setup "websiteLogo". Remove it there first.',
    );
    await h.api().get(gif.url).expect(200);

    const spare = (await upload(Buffer.concat([GIF, Buffer.from([1])]), 'spare.gif', 'Spare').expect(201))
      .body.data as Media;
    await h.api().delete('/api/admin/deleteMedia').query({ file: spare.file }).set(admin()).expect(200);
    await h.api().get(spare.url).expect(404);
    expect(await entry(spare.file)).toBeUndefined();
    await h.api().delete('/api/admin/deleteMedia').query({ file: spare.file }).set(admin()).expect(404);
  });

  it('is for editors and owners only', async () => {
    const clerk = await h.sign({ sub: '64b0000000000000000000c1', role: 'clerk' });
    await h.api().get('/api/admin/media').set(bearer(clerk)).expect(403);
    await h.api().get('/api/admin/media').expect(401);
    const editor = await h.sign({ sub: '64b0000000000000000000e1', role: 'editor' });
    await h.api().get('/api/admin/media').set(bearer(editor)).expect(200);
  });

  it('ignores files in the media folder the store could not have written', async () => {
    await writeFile(path.join(h.mediaDir, 'content', 'notes.txt'), 'not an image');
    expect((await library()).data.map((m) => m.file)).not.toContain('notes.txt');
  });
});
