import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listeningPorts, readStackConfig, ROOT, sharedPorts, stackDefaults } from '../src/stack-config';

describe('stack configuration', () => {
  it('documents every variable it reads in the root README table', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const missing = Object.keys(stackDefaults).filter((name) => !readme.includes(`| \`${name}\``));
    expect(missing).toEqual([]);
  });

  it('derives the public URL and data folders, and refuses a bad port', () => {
    const config = readStackConfig({ GATEWAY_PORT: '9090', DATA_DIR: '/tmp/vd' });
    expect(config.PUBLIC_URL).toBe('http://localhost:9090');
    expect(config.MEDIA_DIR).toBe('/tmp/vd/media');
    expect(() => readStackConfig({ POS_PORT: 'eighty' })).toThrow(/POS_PORT/);
  });

  it('names the ports given to two parts, counting only the parts it starts', () => {
    expect(sharedPorts(readStackConfig({}))).toEqual([]);
    expect(sharedPorts(readStackConfig({ POS_PORT: '4002', NOTIFY_PORT: '8080' }))).toEqual([
      'GATEWAY_PORT and NOTIFY_PORT are both 8080',
      'CONTENT_PORT and POS_PORT are both 4002',
    ]);
    expect(
      sharedPorts(readStackConfig({ AUTH_PORT: '5000', POS_PORT: '5000', NOTIFY_PORT: '5000' })),
    ).toEqual(['AUTH_PORT, POS_PORT and NOTIFY_PORT are both 5000']);
    // With an outside MongoDB no embedded server starts, so its port may be anything.
    const outside = readStackConfig({ MONGO_URL: 'mongodb://db.example:27017/voltdesk', MONGO_PORT: '4003' });
    expect(listeningPorts(outside).map(([v]) => v)).not.toContain('MONGO_PORT');
    expect(sharedPorts(outside)).toEqual([]);
    expect(sharedPorts(readStackConfig({ MONGO_PORT: '4003' }))).toEqual([
      'MONGO_PORT and POS_PORT are both 4003',
    ]);
  });
});
