import { readFileSync } from 'node:fs';
import { CONTENT_SECURITY_POLICY } from '@voltdesk/contracts';
import path from 'node:path';
import { REPO_ROOT, services, units, WEB_PORT, WEB_PUBLIC_DIR, webs } from '../src/units';
import { versions } from '../src/versions';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

describe('Dockerfiles', () => {
  it.each(services.map((s) => [s.name, s.port] as const))(
    '%s: multi-stage on Node 22 LTS, builds the libs, runs dist/main.js as node',
    (name, port) => {
      const text = read(`${name}/Dockerfile`);
      expect(versions.nodeImage).toBe('node:22-bookworm-slim');
      expect(text).toContain(`ARG NODE_IMAGE=${versions.nodeImage}\n`);
      expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
      expect(text).toContain(`ARG WORKSPACE=${name}`);
      expect(text).toMatch(/npm ci -w "\$\{WORKSPACE\}" --include-workspace-root/);
      expect(text).toMatch(/npm ci -w "\$\{WORKSPACE\}" --omit=dev/);
      for (const lib of ['libs/contracts', 'libs/service-kit']) {
        expect(text).toContain(`npm run build -w ${lib}`);
        expect(text).toContain(`COPY --from=build /app/${lib}/dist ${lib}/dist`);
      }
      expect(text).toContain('npm run build -w "${WORKSPACE}"');
      expect(text).toMatch(/^ENV NODE_ENV=production HOST=0\.0\.0\.0$/m);
      expect(text).toMatch(/^USER node$/m);
      expect(text).toContain(`EXPOSE ${port}`);
      expect(text.trim().split('\n').at(-1)).toBe('CMD ["node", "dist/main.js"]');
    },
  );

  it.each(webs.map((w) => [w.name, w.remote] as const))(
    '%s: built with node, served by nginx-unprivileged with the shared config',
    (name, remote) => {
      const text = read(`${name}/Dockerfile`);
      expect(text).toMatch(/^ARG NGINX_IMAGE=nginxinc\/nginx-unprivileged:/m);
      expect(text).toContain(`ARG NODE_IMAGE=${versions.nodeImage}\n`);
      expect(text).toContain(`ARG WORKSPACE=${name}`);
      expect(text).toContain('COPY infra/docker/nginx-spa.conf /etc/nginx/conf.d/default.conf');
      const mount = remote ? `/usr/share/nginx/html/remotes/${remote}` : '/usr/share/nginx/html';
      expect(text).toContain(`COPY --from=build /app/\${WORKSPACE}/dist ${mount}`);
      expect(text).toMatch(/^USER 101$/m);
      expect(text).toContain(`EXPOSE ${WEB_PORT}`);
    },
  );

  it('has one per deployable', () => {
    for (const unit of units)
      expect(read(`${unit.name}/Dockerfile`)).toContain('# GENERATED from infra/docker/');
  });
});

describe('nginx-spa.conf', () => {
  const conf = read('infra/docker/nginx-spa.conf');

  it('listens on the unprivileged port and answers the probes', () => {
    expect(conf).toContain(`listen ${WEB_PORT};`);
    expect(conf).toMatch(/location = \/healthz \{[^}]*return 200/);
    expect(conf).toMatch(/location = \/readyz \{[^}]*return 200/);
  });

  it('falls back to the shell index.html for client-side routes, never for /api/', () => {
    expect(conf).toContain('try_files $uri /index.html =404;');
    expect(conf).toMatch(/location \/api\/ \{[^}]*return 404/);
  });

  it('gzips the bundles like the local gateway, and says so in Vary', () => {
    expect(conf).toContain('gzip on;');
    expect(conf).toContain('gzip_vary on;');
    const types = /gzip_types ([^;]*);/.exec(conf)?.[1]?.split(/\s+/) ?? [];
    expect(types).toEqual(expect.arrayContaining(['application/javascript', 'text/css', 'application/json']));
  });

  it('sends the Content-Security-Policy of @voltdesk/contracts with every HTML answer (index.html)', () => {
    const policies = [...conf.matchAll(/add_header Content-Security-Policy "([^"]*)" always;/g)].map(
      (m) => m[1],
    );
    expect(policies).toEqual([CONTENT_SECURITY_POLICY]);
    // index.html (the fallback of every client-side route) is answered by `location /`, which sends it.
    const root = /location \/ \{[^}]*\}/.exec(conf)?.[0] ?? '';
    expect(root).toContain('try_files $uri /index.html =404;');
    expect(root).toContain(`add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`);
  });

  it('serves app-config.json and robots.txt from the ConfigMap folder', () => {
    for (const file of ['app-config.json', 'robots.txt'])
      expect(conf).toMatch(
        new RegExp(`location = /${file.replace('.', '\\.')} \\{\\s*root ${WEB_PUBLIC_DIR};`),
      );
  });
});
