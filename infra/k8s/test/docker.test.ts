import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { CONTENT_SECURITY_POLICY, isShellPage, matchPublicPage } from '@voltdesk/contracts';
import path from 'node:path';
import { buildArgsOf, dockerfileOf } from '../src/images';
import { RENDER_PORT, REPO_ROOT, services, units, WEB_PORT, WEB_PUBLIC_DIR, webs } from '../src/units';
import { versions } from '../src/versions';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The text of one instruction (its continuation lines joined) that starts with `prefix`. */
function instruction(text: string, prefix: string): string {
  const at = text.indexOf(`\n${prefix}`);
  if (at < 0) throw new Error(`no instruction starting "${prefix}"`);
  const lines: string[] = [];
  for (const line of text.slice(at + 1).split('\n')) {
    lines.push(line);
    if (!line.endsWith('\\')) break;
  }
  return lines.join('\n');
}

describe('Dockerfiles: one per kind of deployable, the deployable a build argument', () => {
  const service = read('infra/docker/service.Dockerfile');
  const web = read('infra/docker/web.Dockerfile');

  it('service.Dockerfile: multi-stage on Node 22 LTS, builds the libs, runs dist/main.js as node', () => {
    expect(versions.nodeImage).toBe('node:22-bookworm-slim');
    expect(service).toContain(`ARG NODE_IMAGE=${versions.nodeImage}\n`);
    expect(service.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(service).toMatch(/^ARG WORKSPACE$/m);
    expect(service).toMatch(/npm ci -w "\$\{WORKSPACE\}" --include-workspace-root/);
    expect(service).toMatch(/npm ci -w "\$\{WORKSPACE\}" --omit=dev/);
    for (const lib of ['libs/contracts', 'libs/service-kit']) {
      expect(service).toContain(`npm run build -w ${lib}`);
      expect(service).toContain(`COPY --from=build /app/${lib}/dist ${lib}/dist`);
    }
    expect(service).toContain('npm run build -w "${WORKSPACE}"');
    expect(service).toMatch(/^ENV NODE_ENV=production HOST=0\.0\.0\.0$/m);
    expect(service).toMatch(/^USER node$/m);
    expect(service).toContain('EXPOSE ${PORT}');
    expect(service.trim().split('\n').at(-1)).toBe('CMD ["node", "dist/main.js"]');
  });

  it.each(services.map((s) => [s.name, s.port] as const))(
    '%s is built from service.Dockerfile with its workspace and port',
    (name, port) => {
      const unit = units.find((u) => u.name === name)!;
      expect(dockerfileOf(unit)).toBe('infra/docker/service.Dockerfile');
      expect(buildArgsOf(unit, 't')).toEqual({ WORKSPACE: name, PORT: String(port) });
    },
  );

  it('web.Dockerfile: built with node, served by nginx-unprivileged with the shared config', () => {
    expect(web).toContain(`ARG NGINX_IMAGE=${versions.nginxImage}\n`);
    expect(web).toContain(`ARG NODE_IMAGE=${versions.nodeImage}\n`);
    expect(web).toMatch(/^ARG WORKSPACE$/m);
    expect(web).toContain('npm run build -w "${WORKSPACE}"');
    expect(web).toContain('COPY infra/docker/nginx-spa.conf /etc/nginx/conf.d/default.conf');
    expect(web).toContain('COPY --from=build /site/ /usr/share/nginx/html/');
    expect(web).toMatch(/^USER 101$/m);
    expect(web).toContain(`EXPOSE ${WEB_PORT}`);
  });

  // The step that places the bundle where nginx serves it, run with sh against a stand-in dist/: the shell
  // at the root, a remote under remotes/<its Module Federation name>/<release>/, as the Ingress routes.
  it.each(webs.map((w) => [w.name, w.remote] as const))(
    '%s: its bundle lands where the Ingress routes its paths',
    (name, remote) => {
      const unit = units.find((u) => u.name === name)!;
      expect(dockerfileOf(unit)).toBe('infra/docker/web.Dockerfile');
      const args = buildArgsOf(unit, '1.2.0-gabc');
      expect(args.WORKSPACE).toBe(name);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-web-image-'));
      try {
        mkdirSync(path.join(dir, name, 'dist'), { recursive: true });
        writeFileSync(path.join(dir, name, 'dist', 'mf-manifest.json'), '{}');
        const step = instruction(web, 'RUN case').replace(/^RUN /, '').replaceAll('/site', `${dir}/site`);
        const run = spawnSync('sh', ['-c', step], {
          cwd: dir,
          env: { PATH: process.env.PATH, WORKSPACE: name, RELEASE: args.RELEASE ?? 'dev' },
          encoding: 'utf8',
        });
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
        const served = remote ? `remotes/${remote}/1.2.0-gabc/mf-manifest.json` : 'mf-manifest.json';
        expect(existsSync(path.join(dir, 'site', served))).toBe(true);
        expect(args.RELEASE).toBe(remote ? '1.2.0-gabc' : undefined);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('refuses to build a bundle that is neither the shell nor a remote', () => {
    const step = instruction(web, 'RUN case').replace(/^RUN /, '').replaceAll('/site', '/nonexistent/site');
    const run = spawnSync('sh', ['-c', step], {
      env: { PATH: process.env.PATH, WORKSPACE: 'svc-pos', RELEASE: 'dev' },
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("WORKSPACE must be shell or mfe-<remote>, not 'svc-pos'");
  });

  it('leaves no per-deployable copy beside a workspace', () => {
    for (const unit of units) expect(existsSync(path.join(REPO_ROOT, unit.name, 'Dockerfile'))).toBe(false);
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
    expect(conf).toContain('try_files $uri @page;');
    const page = conf.slice(conf.indexOf('location @page {'), conf.indexOf('location = /_voltdesk/record'));
    expect(page).toContain('error_page 404 /index.html;');
    expect(page).toContain('if ($voltdesk_page = missing) { return 404; }');
    expect(page).toContain('rewrite ^ /index.html last;');
    expect(conf).toMatch(/location \/api\/ \{[^}]*return 404/);
  });

  it('asks the render server beside it for every public page, the plain shell when it does not answer', () => {
    const page = conf.slice(conf.indexOf('location @page {'), conf.indexOf('location @plain {'));
    expect(page).toContain(`proxy_pass http://127.0.0.1:${RENDER_PORT};`);
    expect(page).toContain('if ($voltdesk_page = screen) { rewrite ^ /index.html last; }');
    expect(page).toContain('proxy_intercept_errors on;');
    expect(page).toContain('error_page 502 503 504 = @plain;');
  });

  // Decision 0009: nginx answers a document with the status the local gateway gives it (page-status.ts):
  // its map, generated from the contracts' page list, classifies paths as the gateway does.
  it('says what the site has at a path as the local gateway does, asking svc-content for record pages', () => {
    const map = /map \$uri \$voltdesk_page \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const rows = [...map.matchAll(/"~([^"]+)" (page|screen|record);/g)].map((m) => ({
      regex: new RegExp(m[1]!),
      kind: m[2]!,
    }));
    expect(map).toContain('default missing;');
    const nginxKind = (p: string) => rows.find((r) => r.regex.test(p))?.kind ?? 'missing';
    const gatewayKind = (p: string) => {
      if (isShellPage(p)) return 'screen';
      const match = matchPublicPage(p);
      return !match ? 'missing' : match.slug === undefined ? 'page' : 'record';
    };
    const paths = [
      '/',
      '/about',
      '/blogs',
      '/blogs/',
      '/contact',
      '/services',
      '/charges',
      '/newsletter',
      '/details/fuse-boxes',
      '/details/fuse-boxes/',
      '/p/terms of use',
      '/service/rewiring',
      '/banner/spring',
      '/login',
      '/forgot-password',
      '/reset-password',
      '/admin',
      '/admin/posts',
      '/administrator',
      '/nope',
      '/details',
      '/details/',
      '/details/a/b',
      '/blogs/2',
      '/Blogs',
      '/p/a&b',
      '/index.php',
    ];
    for (const p of paths) expect({ p, kind: nginxKind(p) }).toEqual({ p, kind: gatewayKind(p) });
    const record = /location = \/_voltdesk\/record \{[^}]*\}/.exec(conf)?.[0] ?? '';
    expect(record).toContain('auth_request /_voltdesk/public_page;');
    expect(record).toContain('error_page 403 =404 /index.html;');
    expect(record).toContain('error_page 500 =503 /index.html;');
    expect(conf).toContain('proxy_pass http://svc-content:4002/api/public_page?path=$voltdesk_raw_path;');
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
    // `location /` (index.html and every file) and @page (the server-rendered pages).
    expect(policies).toEqual([CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY]);
    const page = conf.slice(conf.indexOf('location @page {'), conf.indexOf('location @plain {'));
    expect(page).toContain(`add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`);
    // index.html (the fallback of every client-side route) is answered by `location /`, which sends it.
    const root = /location \/ \{[^}]*\}/.exec(conf)?.[0] ?? '';
    expect(root).toContain('try_files $uri @page;');
    expect(root).toContain(`add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`);
  });

  it('serves app-config.json and robots.txt from the ConfigMap folder', () => {
    for (const file of ['app-config.json', 'robots.txt'])
      expect(conf).toMatch(
        new RegExp(`location = /${file.replace('.', '\\.')} \\{\\s*root ${WEB_PUBLIC_DIR};`),
      );
  });
});
