import request from 'supertest';
import { mockedServices, SCREENSHOT_LOGO } from '../src/admin-screenshots';

/** The mocked services behind a screenshot session: the API as the script answers it, then the pictures. */
describe('mockedServices', () => {
  const api = (pathname: string, url: URL) =>
    pathname === '/api/admin/users'
      ? { status: 200, body: { data: { id: url.searchParams.get('id') } } }
      : { status: 404, body: { message: 'Not Found' } };

  it("answers /api/ with the script's status and JSON body, given the path and the query", async () => {
    const services = mockedServices(api);
    const found = await request(services).get('/api/admin/users?id=7').expect(200);
    expect(found.headers['content-type']).toBe('application/json');
    expect(found.body).toEqual({ data: { id: '7' } });
    const missing = await request(services).get('/api/nothing').expect(404);
    expect(missing.body).toEqual({ message: 'Not Found' });
  });

  it('serves the logo, and other paths as the picture drawn for them or a 404 without one', async () => {
    const logo = await request(mockedServices(api)).get('/media/content/logo.svg').buffer(true).expect(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(String(logo.body)).toBe(SCREENSHOT_LOGO);
    await request(mockedServices(api)).get('/media/x.svg').expect(404);

    const drawn = mockedServices(api, (p) => `<svg>${p}</svg>`);
    const picture = await request(drawn).get('/media/x.svg').buffer(true).expect(200);
    expect(String(picture.body)).toBe('<svg>/media/x.svg</svg>');
  });
});
