import { addPage, addPost, useHarness } from '../test-support/harness';

const h = useHarness();
beforeAll(async () => {
  await addPost(h, 'Fuse boxes');
  await addPage(h, 'Old prices', { hidden: true });
  await addPage(h, 'Terms');
});

const ask = (path: string) => h.api().get('/api/public_page').query({ path });

describe('public_page: does the site have a page at this path', () => {
  it.each(['/', '/blogs', '/about', '/contact', '/services', '/charges', '/newsletter', '/blogs/'])(
    'answers 200 for the route %s',
    async (path) => {
      const res = await ask(path).expect(200);
      expect(res.body).toEqual({ data: { path } });
    },
  );

  it('answers 200 for an active post and page, 404 for an unknown or inactive one', async () => {
    await ask('/details/fuse-boxes').expect(200);
    await ask('/p/terms').expect(200);
    expect((await ask('/details/no-such-post').expect(404)).body).toEqual({ message: 'Post not found.' });
    await ask('/p/old-prices').expect(404);
    await ask('/service/nothing').expect(404);
    await ask('/banner/nothing').expect(404);
  });

  it('answers 404 for a path the site has no route for', async () => {
    for (const path of [
      '/nope',
      '/details',
      '/details/',
      '/details/fuse-boxes/more',
      '/p/a&b',
      '/blogs/2',
      '/Blogs',
    ]) {
      const res = await ask(path).expect(404);
      expect(res.body).toEqual({ message: 'Page not found.' });
    }
  });

  it('refuses a path that is not one', async () => {
    const res = await ask('nope').expect(422);
    expect(Object.keys(res.body.data)).toEqual(['path']);
    await h.api().get('/api/public_page').expect(422);
  });
});
