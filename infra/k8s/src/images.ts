/**
 * `npm run images -- [options] [deployable...]`: builds the image of every deployable (or those named),
 * tagged `<version>-g<commit>` (the root package.json's version and the 12-character git commit, with
 * `-dirty` when the work tree has uncommitted changes, so a tag always names the source it was built from).
 *   --registry <host/path>  image prefix (default registry.example.com/voltdesk)
 *   --push                  push each image (docker buildx --push) and record its digest
 *   --pin <overlay>         with --push: write repository, tag and digest into overlays/<overlay>/kustomization.yaml
 *   --dry-run               print the commands only
 * Each image is built from its kind's Dockerfile (infra/docker/service.Dockerfile or web.Dockerfile) with
 * the deployable as a build argument; the shell's also builds its render server's image
 * (infra/docker/render.Dockerfile, the pod's second container). Front-end remotes also get their release (the tag): their files live
 * under /remotes/<name>/<release>/, so two releases never share a path (see src/remote-releases.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { imageOf, K8S_DIR, RENDER_IMAGE, REPO_ROOT, units, type Unit } from './units';

export interface ImageBuild {
  unit: Unit;
  /** The image's name in the manifests (`voltdesk/<deployable>`, or the shell's render server's). */
  image: string;
  ref: string;
  args: string[];
}

/** The render server's image, built with the shell's (the second container of its pod). */
export const RENDER_DOCKERFILE = 'infra/docker/render.Dockerfile';
const renderRepository = RENDER_IMAGE.split('/').pop()!;

/** `<version>-g<commit>[-dirty]`: what an image tag is made of. */
export function releaseTag(root = REPO_ROOT): string {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--short=12', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return `${version}-g${commit}${dirty ? '-dirty' : ''}`;
}

/** One Dockerfile per kind of deployable, parameterised by the build arguments below. */
export const dockerfileOf = (unit: Unit): string =>
  unit.kind === 'service' ? 'infra/docker/service.Dockerfile' : 'infra/docker/web.Dockerfile';

/**
 * What makes the image of one deployable out of its kind's Dockerfile: the workspace; a service's port
 * (EXPOSE); a remote's release, the folder its files live under.
 */
export function buildArgsOf(unit: Unit, tag: string): Record<string, string> {
  if (unit.kind === 'service') return { WORKSPACE: unit.name, PORT: String(unit.port) };
  return unit.remote ? { WORKSPACE: unit.name, RELEASE: tag } : { WORKSPACE: unit.name };
}

/** The docker commands that build (and with `push`, push) each image, from the repository root. */
export function imageBuilds(options: {
  tag: string;
  registry: string;
  push: boolean;
  only?: string[];
}): ImageBuild[] {
  return units
    .filter((u) => !options.only?.length || options.only.includes(u.name))
    .flatMap((unit) => {
      const ref = `${options.registry}/${unit.name}:${options.tag}`;
      const args = ['buildx', 'build', '-f', dockerfileOf(unit), '-t', ref];
      for (const [name, value] of Object.entries(buildArgsOf(unit, options.tag)))
        args.push('--build-arg', `${name}=${value}`);
      if (options.push) args.push('--push');
      args.push('.');
      const builds: ImageBuild[] = [{ unit, image: imageOf(unit), ref, args }];
      if (unit.kind === 'web' && !unit.remote) {
        const renderRef = `${options.registry}/${renderRepository}:${options.tag}`;
        const renderArgs = ['buildx', 'build', '-f', RENDER_DOCKERFILE, '-t', renderRef];
        if (options.push) renderArgs.push('--push');
        renderArgs.push('.');
        builds.push({ unit, image: RENDER_IMAGE, ref: renderRef, args: renderArgs });
      }
      return builds;
    });
}

/** An image the registry now holds: its repository (`<registry>/<deployable>`), tag and digest. */
export interface PinnedImage {
  unit: Unit;
  /** The image's name in the manifests (what the overlay's `images:` entry is named by). */
  image?: string;
  name: string;
  tag: string;
  digest: string;
}

/**
 * Writes repository, tag and digest of each pushed image into an overlay's `images:` (comments kept). The
 * repository too: a digest is only found in the registry that returned it.
 */
export function pinImages(overlayDir: string, pinned: PinnedImage[]): void {
  const file = path.join(overlayDir, 'kustomization.yaml');
  const doc = parseDocument(readFileSync(file, 'utf8'));
  for (const { unit, image, name, tag, digest } of pinned) {
    if (!/^sha256:[0-9a-f]{64}$/.test(digest)) throw new Error(`${name}: "${digest}" is not a sha256 digest`);
    const images = doc.get('images') as {
      items: { get(k: string): unknown; set(k: string, v: string): void }[];
    };
    const named = image ?? imageOf(unit);
    const entry = images.items.find((i) => i.get('name') === named);
    if (!entry) throw new Error(`${file}: no images entry for ${named}`);
    entry.set('newName', name);
    entry.set('newTag', tag);
    entry.set('digest', digest);
  }
  writeFileSync(file, doc.toString());
}

function main(argv: string[]): void {
  const flag = (name: string) => argv.includes(name);
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const valued = new Set(['--registry', '--pin']);
  const only = argv.filter((a, i) => !a.startsWith('--') && !valued.has(argv[i - 1] ?? ''));
  const tag = releaseTag();
  const push = flag('--push');
  const pin = value('--pin');
  if (pin && !push)
    throw new Error('--pin needs --push (a digest exists only once the registry has the image)');
  const overlayDir = pin ? path.join(K8S_DIR, 'overlays', pin) : undefined;
  if (overlayDir && !existsSync(path.join(overlayDir, 'kustomization.yaml')))
    throw new Error(`--pin ${pin}: no overlay at ${overlayDir}`);
  const registry = value('--registry') ?? 'registry.example.com/voltdesk';
  const builds = imageBuilds({ tag, registry, push, only });
  const pinned: PinnedImage[] = [];
  for (const build of builds) {
    const metadata = path.join(mkdtempSync(path.join(os.tmpdir(), 'voltdesk-image-')), 'metadata.json');
    const args = push ? [...build.args.slice(0, -1), '--metadata-file', metadata, '.'] : build.args;
    console.log(`docker ${args.join(' ')}`);
    if (flag('--dry-run')) continue;
    const run = spawnSync('docker', args, { cwd: REPO_ROOT, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`building ${build.ref} failed`);
    if (push) {
      const digest = (JSON.parse(readFileSync(metadata, 'utf8')) as Record<string, string>)[
        'containerimage.digest'
      ];
      if (!digest) throw new Error(`no digest recorded for ${build.ref}`);
      const repository = build.image.split('/').pop()!;
      pinned.push({ unit: build.unit, image: build.image, name: `${registry}/${repository}`, tag, digest });
    }
  }
  if (overlayDir && !flag('--dry-run')) {
    pinImages(overlayDir, pinned);
    console.log(`pinned ${pinned.length} image(s) in ${path.relative(REPO_ROOT, overlayDir)}`);
  }
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 1;
  }
}
