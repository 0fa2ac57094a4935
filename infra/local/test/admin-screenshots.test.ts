import request from 'supertest';
import { mockedServices, SCREENSHOT_LOGO } from '../src/admin-screenshots';

/** The mocked services behind a screenshot session: the API as the script answers it, then the pictures. */
describe('mockedServices', () => {
  const api = (pathname: string, url: URL) =>
    pathname === '/api/items'
      ? { status: 200, body: { data: { id: url.searchParams.get('id') } } }
      : { status: 404, body: { message: 'Not Found' } };

  const shell = { admin: { id: 'admin-1' }, setup: { websiteData: { title: 'Brightline' } } };

  it("answers the shell's own calls: the signed-in admin, and the setup naming the logo served here", async () => {
    const services = mockedServices(shell, api);
    const me = await request(services).get('/api/admin/users').expect(200);
    expect(me.body).toEqual({ data: { id: 'admin-1' } });
    const setup = await request(services).get('/api/getSingleSetup').expect(200);
    expect(setup.body).toEqual({
      data: { websiteData: { title: 'Brightline' }, websiteLogo: { image: '/media/content/logo.svg' } },
    });
  });

  it("answers the rest of /api/ with the script's status and JSON body, given the path and the query", async () => {
    const services = mockedServices(shell, api);
    const found = await request(services).get('/api/items?id=7').expect(200);
    expect(found.headers['content-type']).toBe('application/json');
    expect(found.body).toEqual({ data: { id: '7' } });
    const missing = await request(services).get('/api/nothing').expect(404);
    expect(missing.body).toEqual({ message: 'Not Found' });
  });

  it('serves the logo, and other paths as the picture drawn for them or a 404 without one', async () => {
    const logo = await request(mockedServices(shell, api))
      .get('/media/content/logo.svg')
      .buffer(true)
      .expect(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(String(logo.body)).toBe(SCREENSHOT_LOGO);
    await request(mockedServices(shell, api)).get('/media/x.svg').expect(404);

    const drawn = mockedServices(shell, api, (p) => `<svg>${p}</svg>`);
    const picture = await request(drawn).get('/media/x.svg').buffer(true).expect(200);
    expect(String(picture.body)).toBe('<svg>/media/x.svg</svg>');
  });
});
