import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readStackConfig, ROOT, stackDefaults } from '../src/stack-config';

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
});
