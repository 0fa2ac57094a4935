import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { K8sObject } from '../src/kustomize';
import { K8S_DIR, REPO_ROOT } from '../src/units';
import { versions } from '../src/versions';
import { rendered } from './helpers';

/**
 * The README is what an SRE follows from an empty cluster to a running Voltdesk: every file it names must
 * exist, every npm script it runs must be defined, and every object its kubectl commands name must be one
 * the prod overlay renders.
 */
const readme = readFileSync(path.join(K8S_DIR, 'README.md'), 'utf8');
const operations = readme.slice(readme.indexOf('## Operations'));
const prod = rendered.prod;
const namespace = prod.find((o) => o.kind === 'Namespace')!.metadata.name;

/** Text in backticks and in fenced blocks: where the README puts paths and commands. */
const code = [
  ...readme.matchAll(/```\w*\n([\s\S]*?)```/g),
  ...readme.replace(/```\w*\n[\s\S]*?```/g, '').matchAll(/`([^`]+)`/g),
].map((m) => m[1]!.replace(/\n(?!\n)\s*/g, ' '));

const scripts = (file: string) =>
  Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { scripts: object }).scripts);

/** The objects a kubectl command may name by `<resource>/<name>` or `<resource> <name>`. */
const KINDS: Record<string, string> = {
  cronjob: 'CronJob',
  deploy: 'Deployment',
  job: 'Job',
  kafka: 'Kafka',
  hpa: 'HorizontalPodAutoscaler',
};

const labelsOf = (o: K8sObject): Record<string, string>[] => {
  const spec = (o as { spec?: { jobTemplate?: { metadata?: { labels?: Record<string, string> } } } }).spec;
  return [o.metadata.labels ?? {}, spec?.jobTemplate?.metadata?.labels ?? {}];
};

describe('the README', () => {
  it('names only files that exist', () => {
    const paths = code
      .flatMap((c) => c.split(/[\s=]+/))
      .filter((t) =>
        /^(\.\.\/|infra\/|docs\/|scripts\/|\.ci\/|overlays\/|base\/|src\/|test\/|schemas\/|secrets\.example\/|controllers\/)/.test(
          t,
        ),
      )
      // Placeholders and globs (`<name>`, `*`, `{dev,prod}`) and the git-ignored secrets stand for many files.
      .filter((t) => !/[<*{]|\/secrets\//.test(t))
      .map((t) => t.replace(/[),.:;]+$/, ''));
    expect(paths.length).toBeGreaterThan(40);
    // `../../base/data` is what an overlay's kustomization names; other relative paths are from infra/k8s.
    const from = (t: string) =>
      /^(infra|docs|scripts|\.ci)\//.test(t)
        ? REPO_ROOT
        : t.startsWith('../../')
          ? path.join(K8S_DIR, 'overlays/prod')
          : K8S_DIR;
    const missing = [...new Set(paths)].filter((t) => !existsSync(path.join(from(t), t)));
    expect(missing).toEqual([]);
  });

  it('runs only npm scripts that are defined', () => {
    const root = scripts(path.join(REPO_ROOT, 'package.json'));
    const k8s = scripts(path.join(K8S_DIR, 'package.json'));
    const runs = code.flatMap((c) => [...c.matchAll(/npm run ([\w:-]+)( -w infra\/k8s)?/g)]);
    expect(runs.length).toBeGreaterThan(10);
    const undefinedScripts = runs
      .filter(([, script, inK8s]) => !(inK8s ? k8s : [...root, ...k8s]).includes(script!))
      .map(([command]) => command);
    expect(undefinedScripts).toEqual([]);
  });

  it("names in its kubectl commands only the prod overlay's namespace, objects and labels", () => {
    const kubectl = code.filter((c) => /\bkubectl\b/.test(c)).join('\n');
    // Objects the README's own commands create (`kubectl create job <name> --from=...`).
    const created = new Set([...kubectl.matchAll(/create job ([a-z0-9-]+)/g)].map((m) => m[1]));
    const named = [
      // Not `deploy/svc-<name>`: a placeholder.
      ...kubectl.matchAll(/\b(cronjob|deploy|job|kafka)\/([a-z0-9-]+)(?![<a-z0-9-])/g),
      ...kubectl.matchAll(/\bdelete (job|hpa) ([a-z][a-z0-9-]*)(?![<a-z0-9-])/g),
    ].map(([, resource, name]) => [KINDS[resource!]!, name!] as const);
    expect(named.length).toBeGreaterThan(6);
    const unknown = named.filter(
      ([kind, name]) => !created.has(name) && !prod.some((o) => o.kind === kind && o.metadata.name === name),
    );
    expect(unknown).toEqual([]);

    const selectors = [...kubectl.matchAll(/-l ([\w./-]+)=([\w-]+)/g)];
    expect(selectors.length).toBeGreaterThan(2);
    for (const [selector, key, value] of selectors)
      expect([selector, prod.some((o) => labelsOf(o).some((l) => l[key!] === value))]).toEqual([
        selector,
        true,
      ]);

    const namespaces = new Set([...kubectl.matchAll(/-n ([a-z0-9-]+)/g)].map((m) => m[1]));
    expect(namespaces).toEqual(new Set([namespace]));
  });

  it('installs the operators at the versions src/versions.ts pins', () => {
    const installs = operations.match(/^\s*helm install .*$/gm) ?? [];
    expect(installs).toEqual([
      expect.stringMatching(
        new RegExp(`strimzi-kafka-operator --version ${versions.strimzi.replace(/\./g, '\\.')} `),
      ),
      expect.stringMatching(
        new RegExp(`mongodb/mongodb-kubernetes --version ${versions.mongodbOperator.replace(/\./g, '\\.')} `),
      ),
      expect.stringMatching(
        new RegExp(`envoyproxy/gateway-helm --version v${versions.envoyGateway.replace(/\./g, '\\.')} `),
      ),
      expect.stringMatching(
        new RegExp(
          `external-secrets/external-secrets --version ${versions.externalSecrets.replace(/\./g, '\\.')} `,
        ),
      ),
    ]);
    expect(operations).toContain(`watchNamespaces={${namespace}}`);
    expect(operations).toContain(`--namespace ${namespace}\n`);
  });

  it("is where the root README's Operations section sends an SRE, with the same versions", () => {
    const root = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const section = root.slice(
      root.indexOf('## Operations'),
      root.indexOf('\n## ', root.indexOf('## Operations') + 1),
    );
    const slug = operations
      .split('\n')[0]!
      .replace(/^## /, '')
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-');
    expect(section).toContain(`(infra/k8s/README.md#${slug})`);
    for (const v of [versions.strimzi, versions.kafka, versions.mongodbOperator])
      expect(section).toContain(v);
  });

  it("states each topic's retention as the rendered KafkaTopic sets it", () => {
    const DAY_MS = 24 * 3600 * 1000;
    const table = readme.slice(
      readme.indexOf('**Kafka: what it keeps'),
      readme.indexOf('Losing the Kafka volumes'),
    );
    const stated = new Map<string, string>();
    for (const row of table.split('\n').filter((l) => l.startsWith('| `'))) {
      const [topics, retention] = row.split('|').slice(1, 3) as [string, string];
      for (const [, topic] of topics.matchAll(/`([\w.-]+)`/g)) stated.set(topic!, retention.trim());
    }
    const topics = prod.filter((o) => o.kind === 'KafkaTopic') as (K8sObject & {
      spec: { topicName: string; config: Record<string, string | number> };
    })[];
    expect(topics.length).toBeGreaterThan(5);
    for (const { spec } of topics) {
      const ms = Number(spec.config['retention.ms']);
      const expected =
        spec.config['cleanup.policy'] === 'compact'
          ? expect.stringMatching(/^compacted/)
          : expect.stringMatching(new RegExp(`^${ms / DAY_MS} days?, deleted after$`));
      expect([spec.topicName, stated.get(spec.topicName)]).toEqual([spec.topicName, expected]);
    }
  });
});
