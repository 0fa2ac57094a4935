import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractTopics, PASSWORD_RESET_TOPIC, REVOCATION_TOPICS } from '../src/data';

const DAY_MS = 24 * 3600 * 1000;
import { applyOp, readYamlDocs, render, type K8sObject } from '../src/kustomize';
import { K8S_DIR, units } from '../src/units';
import { problemsOf } from '../src/validate';
import { EXAMPLES, ofKind, OVERLAYS, rendered, secretsOf } from './helpers';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return yamlFiles(file);
    // Manifests only: not kustomizations, patches, or the overlays' config inputs.
    const manifest = /\.ya?ml$/.test(name) && name !== 'kustomization.yaml';
    return manifest && !dir.includes('patches') && !dir.endsWith('config') ? [file] : [];
  });
}

describe('offline validation against the Kubernetes schemas', () => {
  it.each(OVERLAYS)('every manifest the %s overlay renders is valid', (overlay) => {
    const problems = rendered[overlay].flatMap(problemsOf);
    expect(problems).toEqual([]);
    expect(rendered[overlay].length).toBeGreaterThan(50);
  });

  it('every manifest file of the base and the overlays is valid on its own', () => {
    const files = yamlFiles(path.join(K8S_DIR, 'base')).concat(yamlFiles(path.join(K8S_DIR, 'overlays')));
    expect(files.length).toBeGreaterThanOrEqual(14);
    const problems = files.flatMap((f) =>
      readYamlDocs(f).flatMap((o) => problemsOf(o).map((p) => `${f}: ${p}`)),
    );
    expect(problems).toEqual([]);
  });

  it('catches what the schemas forbid', () => {
    const [deployment] = ofKind(rendered.prod, 'Deployment');
    const broken = JSON.parse(JSON.stringify(deployment)) as K8sObject;
    applyOp(broken, {
      op: 'replace',
      path: '/spec/template/spec/containers/0/ports/0/containerPort',
      value: 'x',
    });
    expect(problemsOf(broken).join()).toMatch(/containerPort must be integer/);
    expect(problemsOf({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' } }).join()).toMatch(
      /unknown kind/,
    );
    expect(problemsOf({ ...deployment!, metadata: { name: 'Bad_Name' } }).join()).toMatch(/invalid name/);
  });

  it('rejects unknown and misspelt fields, in built-in kinds and in every operator resource', () => {
    const clone = (kind: string) =>
      JSON.parse(JSON.stringify(ofKind(rendered.prod, kind)[0])) as K8sObject & Record<string, never>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case reaches into its own kind's fields to break one
    const cases: [string, (o: Record<string, any>) => void, RegExp][] = [
      [
        'Deployment',
        (o) => (o.spec.template.spec.containers[0].readinesProbe = {}),
        /unknown field "readinesProbe"/,
      ],
      [
        'Deployment',
        (o) => (o.spec.template.spec.containers[0].resources.limit = {}),
        /unknown field "limit"/,
      ],
      ['CronJob', (o) => (o.spec.jobTemplate.spec.backofLimit = 1), /unknown field "backofLimit"/],
      ['Kafka', (o) => (o.spec.kafka.listners = []), /unknown field "listners"/],
      ['Kafka', (o) => (o.spec.zookeeper = { replicas: 3 }), /unknown field "zookeeper"/],
      ['KafkaNodePool', (o) => (o.spec.replica = 3), /unknown field "replica"/],
      ['KafkaTopic', (o) => (o.spec.partitions = 'three'), /spec\/partitions must be integer/],
      ['KafkaUser', (o) => (o.spec.authorization.acls[0].operation = 'Read'), /unknown field "operation"/],
      ['MongoDBCommunity', (o) => (o.spec.security.tls.enable = true), /unknown field "enable"/],
      ['ServiceMonitor', (o) => (o.spec.endpoints[0].paht = '/metrics'), /unknown field "paht"/],
      ['PrometheusRule', (o) => (o.spec.groups[0].rules[0].expresion = 'up'), /unknown field "expresion"/],
      ['Certificate', (o) => (o.spec.dnsName = []), /unknown field "dnsName"/],
    ];
    for (const [kind, breakIt, expected] of cases) {
      const o = clone(kind);
      expect(problemsOf(o)).toEqual([]);
      breakIt(o);
      expect([kind, problemsOf(o).join('\n')]).toEqual([kind, expect.stringMatching(expected)]);
    }
  });

  it('catches a misspelt field an overlay patch adds', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-k8s-'));
    writeFileSync(
      path.join(dir, 'kustomization.yaml'),
      [
        'resources:',
        `  - ${path.join(K8S_DIR, 'overlays/prod')}`,
        'patches:',
        '  - target: { kind: Deployment, name: svc-pos }',
        '    patch: |-',
        '      - op: add',
        '        path: /spec/template/spec/containers/0/readinesProbe',
        '        value: { httpGet: { path: /readyz, port: http } }',
        '',
      ].join('\n'),
    );
    const problems = render(dir, { examples: EXAMPLES }).flatMap(problemsOf);
    rmSync(dir, { recursive: true });
    expect(problems).toEqual([
      'Deployment/svc-pos: /spec/template/spec/containers/0: unknown field "readinesProbe"',
    ]);
  });

  /** The prod overlay plus one patch on the Kafka cluster, rendered and validated. */
  function kafkaPatchProblems(patch: string[]): string[] {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-k8s-'));
    try {
      writeFileSync(
        path.join(dir, 'kustomization.yaml'),
        [
          'resources:',
          `  - ${path.join(K8S_DIR, 'overlays/prod')}`,
          'patches:',
          '  - target: { kind: Kafka, name: voltdesk-kafka }',
          '    patch: |-',
          ...patch.map((line) => `      ${line}`),
          '',
        ].join('\n'),
      );
      return render(dir, { examples: EXAMPLES }).flatMap(problemsOf);
    } finally {
      rmSync(dir, { recursive: true });
    }
  }
  const externalListener = '{ name: external, port: 9094, type: loadbalancer, tls: true }';

  it('catches a misspelt Strimzi field an overlay patch adds, by the schema vendored from Strimzi CRDs', () => {
    // The same listener, spelt right, is valid: the refusal below is the spelling, not the listener.
    expect(
      kafkaPatchProblems(['- op: add', '  path: /spec/kafka/listeners/-', `  value: ${externalListener}`]),
    ).toEqual([]);
    expect(
      kafkaPatchProblems(['- op: add', '  path: /spec/kafka/listners', `  value: [${externalListener}]`]),
    ).toEqual(['Kafka/voltdesk-kafka: /spec/kafka: unknown field "listners"']);
    // A value the CRD forbids (ports below 9092 are Kafka's own), caught by the package's compiled validator.
    expect(
      kafkaPatchProblems([
        '- op: add',
        '  path: /spec/kafka/listeners/-',
        '  value: { name: external, port: 9000, type: loadbalancer, tls: true }',
      ]).join('\n'),
    ).toMatch(/listeners\/\d+\/port must be >= 9092/);
  });

  it('the base renders alone, and the data layer alone', () => {
    expect(render(path.join(K8S_DIR, 'base')).flatMap(problemsOf)).toEqual([]);
    expect(render(path.join(K8S_DIR, 'base/data')).flatMap(problemsOf)).toEqual([]);
  });
});

describe('rendered overlays', () => {
  it.each(OVERLAYS)(
    '%s: every reference resolves to an object of the overlay or of an operator',
    (overlay) => {
      const objects = rendered[overlay];
      const named = (kind: string) => new Map(ofKind(objects, kind).map((o) => [o.metadata.name, o]));
      const configMaps = named('ConfigMap');
      // The Secrets it renders and those its ExternalSecrets have written (prod).
      const secrets = new Map<string, K8sObject>(secretsOf(objects).map((o) => [o.metadata.name, o]));
      // Secrets the MongoDB operator writes (the connection strings) count as present.
      for (const db of ofKind<{ spec: { users: { connectionStringSecretName: string }[] } }>(
        objects,
        'MongoDBCommunity',
      ))
        for (const user of db.spec.users)
          secrets.set(user.connectionStringSecretName, {
            apiVersion: 'v1',
            kind: 'Secret',
            metadata: { name: user.connectionStringSecretName },
            data: { 'connectionString.standard': '' },
          });
      // Strimzi's User Operator writes each KafkaUser's password into a Secret of the user's name.
      for (const user of ofKind(objects, 'KafkaUser'))
        secrets.set(user.metadata.name, {
          apiVersion: 'v1',
          kind: 'Secret',
          metadata: { name: user.metadata.name },
          data: { password: '' },
        });
      const text = JSON.stringify(objects);
      const refs = [...text.matchAll(/"(configMapKeyRef|secretKeyRef)":\{"name":"([^"]+)","key":"([^"]+)"/g)];
      expect(refs.length).toBeGreaterThanOrEqual(20);
      for (const [, kind, name, key] of refs) {
        const target = (kind === 'secretKeyRef' ? secrets : configMaps).get(name!);
        expect([kind, name, key, target !== undefined]).toEqual([kind, name, key, true]);
        expect(Object.keys((target as { data?: object }).data ?? {})).toContain(key);
      }
      for (const db of ofKind<{ spec: { users: { passwordSecretRef: { name: string } }[] } }>(
        objects,
        'MongoDBCommunity',
      ))
        for (const user of db.spec.users) expect(secrets.has(user.passwordSecretRef.name)).toBe(true);
      const claims = named('PersistentVolumeClaim');
      for (const name of text.matchAll(/"claimName":"([^"]+)"/g)) expect(claims.has(name[1]!)).toBe(true);
      for (const name of text.matchAll(/"configMap":\{"name":"([^"]+)"/g))
        expect(configMaps.has(name[1]!)).toBe(true);
    },
  );

  it.each(OVERLAYS)("%s: every service believes X-Forwarded-For only from the edge's network", (overlay) => {
    type Env = { name: string; valueFrom?: { configMapKeyRef?: { name: string; key: string } } };
    const deployments = ofKind<{
      metadata: { name: string };
      spec: { template: { spec: { containers: { env?: Env[] }[] } } };
    }>(rendered[overlay], 'Deployment').filter((d) => d.metadata.name.startsWith('svc-'));
    expect(deployments).toHaveLength(4);
    for (const d of deployments) {
      const env = d.spec.template.spec.containers[0]!.env ?? [];
      expect([d.metadata.name, env.find((e) => e.name === 'TRUSTED_PROXIES')?.valueFrom]).toEqual([
        d.metadata.name,
        { configMapKeyRef: { name: expect.stringMatching(/^voltdesk-config/), key: 'TRUSTED_PROXIES' } },
      ]);
    }
    const config = ofKind<{ metadata: { name: string }; data: Record<string, string> }>(
      rendered[overlay],
      'ConfigMap',
    ).find((c) => c.metadata.name.startsWith('voltdesk-config'));
    expect(config?.data.TRUSTED_PROXIES).toBe('uniquelocal');
  });

  it.each(OVERLAYS)('%s: every Service, autoscaler and budget selects or targets a Deployment', (overlay) => {
    const objects = rendered[overlay];
    const deployments = ofKind<{
      metadata: { name: string };
      spec: { template: { metadata: { labels: Record<string, string> } } };
    }>(objects, 'Deployment');
    const selects = (selector: Record<string, string>) =>
      deployments.filter((d) =>
        Object.entries(selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
      ).length;
    for (const s of ofKind<{ spec: { selector: Record<string, string> } }>(objects, 'Service'))
      expect(selects(s.spec.selector)).toBe(1);
    for (const p of ofKind<{ spec: { selector: { matchLabels: Record<string, string> } } }>(
      objects,
      'PodDisruptionBudget',
    ).filter((b) => !b.spec.selector.matchLabels['voltdesk.io/mongodb']))
      expect(selects(p.spec.selector.matchLabels)).toBe(1);
    const names = new Set(deployments.map((d) => d.metadata.name));
    for (const h of ofKind<{
      spec: { scaleTargetRef: { name: string }; minReplicas: number; maxReplicas: number };
    }>(objects, 'HorizontalPodAutoscaler')) {
      expect(names.has(h.spec.scaleTargetRef.name)).toBe(true);
      expect(h.spec.minReplicas).toBeLessThanOrEqual(h.spec.maxReplicas);
    }
    expect([...names].sort()).toEqual(units.map((u) => u.name).sort());
  });

  it.each(OVERLAYS)('%s: everything is in the overlay namespace', (overlay) => {
    const [ns] = ofKind(rendered[overlay], 'Namespace');
    const clusterScoped = new Set(['Namespace', 'PriorityClass']);
    for (const o of rendered[overlay].filter((x) => !clusterScoped.has(x.kind)))
      expect([o.kind, o.metadata.name, o.metadata.namespace]).toEqual([
        o.kind,
        o.metadata.name,
        ns!.metadata.name,
      ]);
  });

  it.each(OVERLAYS)(
    '%s: PUBLIC_URL, the Gateway and route hosts and the site map in robots.txt agree',
    (overlay) => {
      const objects = rendered[overlay];
      const gateway = ofKind<{ spec: { listeners: { hostname: string }[] } }>(objects, 'Gateway')[0]!.spec;
      const hosts = new Set([
        ...gateway.listeners.map((l) => l.hostname),
        ...ofKind<{ spec: { hostnames: string[] } }>(objects, 'HTTPRoute').flatMap((r) => r.spec.hostnames),
      ]);
      expect(hosts.size).toBe(1);
      const host = { rules: [{ host: [...hosts][0]! }] };
      const config = ofKind<{ metadata: { name: string }; data: Record<string, string> }>(
        objects,
        'ConfigMap',
      );
      const publicUrl = config.find((c) => c.metadata.name === 'voltdesk-config')!.data.PUBLIC_URL!;
      expect(publicUrl).toBe(`https://${host.rules[0]!.host}`);
      // The shell's robots.txt: a ConfigMap (dev) or the Secret External Secrets writes (prod).
      const webPublic = [...config, ...secretsOf(objects)].find(
        (c) => c.metadata.name === 'voltdesk-web-public',
      )!;
      const robots = webPublic.data['robots.txt']!;
      const sitemap = /^Sitemap: (.*)$/m.exec(robots)?.[1];
      if (sitemap) expect(sitemap).toBe(`${publicUrl}/sitemap.xml`);
      else expect(robots).toMatch(/^Disallow: \/$/m);
    },
  );

  it('the overlays differ in hosts, replicas, resources and images', () => {
    const pick = (overlay: (typeof OVERLAYS)[number]) => {
      const objects = rendered[overlay];
      const gateway = ofKind<{ spec: { listeners: { hostname: string }[] } }>(objects, 'Gateway')[0]!;
      const hpa = ofKind<{ spec: { minReplicas: number } }>(objects, 'HorizontalPodAutoscaler')[0]!;
      const dep = ofKind<{
        spec: { template: { spec: { containers: { image: string; resources: object }[] } } };
      }>(objects, 'Deployment')[0]!;
      const c = dep.spec.template.spec.containers[0]!;
      return {
        host: gateway.spec.listeners[0]!.hostname,
        min: hpa.spec.minReplicas,
        resources: c.resources,
        image: c.image,
      };
    };
    const dev = pick('dev');
    const prod = pick('prod');
    for (const key of ['host', 'min', 'resources', 'image'] as const) expect(dev[key]).not.toEqual(prod[key]);
    expect(prod.min).toBeGreaterThanOrEqual(2);
  });
});

describe('the README', () => {
  it('patch for another edge namespace applies to every workload policy', () => {
    const readme = readFileSync(path.join(K8S_DIR, 'README.md'), 'utf8');
    const snippet = /```yaml\n(patches:[\s\S]*?)```/.exec(readme)?.[1];
    expect(snippet).toBeDefined();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-k8s-'));
    writeFileSync(
      path.join(dir, 'kustomization.yaml'),
      `resources:\n  - ${path.join(K8S_DIR, 'overlays/prod')}\n${snippet}`,
    );
    const policies = ofKind<{ metadata: { name: string }; spec: { ingress?: { from: object[] }[] } }>(
      render(dir, { examples: EXAMPLES }),
      'NetworkPolicy',
    );
    rmSync(dir, { recursive: true });
    const workloads = policies.filter((p) => units.some((u) => u.name === p.metadata.name));
    expect(workloads).toHaveLength(units.length);
    for (const p of workloads) expect(JSON.stringify(p.spec.ingress?.[0]?.from)).toContain('"nginx-gateway"');
  });
});

describe('Kafka topics', () => {
  it('declare every channel of libs/contracts/events/asyncapi.yaml, and nothing else', () => {
    const topics = readYamlDocs(path.join(K8S_DIR, 'base/data/kafka-topics.yaml')) as (K8sObject & {
      spec: { topicName: string; replicas: number; config: Record<string, unknown> };
    })[];
    expect(topics.map((t) => t.spec.topicName)).toEqual(contractTopics().map((c) => c.topic));
    expect(topics.map((t) => t.spec.topicName)).toEqual(
      expect.arrayContaining([...REVOCATION_TOPICS, PASSWORD_RESET_TOPIC, 'pos.order.v1']),
    );
    for (const t of topics) {
      expect(t.metadata.labels?.['strimzi.io/cluster']).toBe('voltdesk-kafka');
      // The token denylist is read from the start of the log: it must outlive the longest token (30 days).
      if (REVOCATION_TOPICS.includes(t.spec.topicName))
        expect(Number(t.spec.config['retention.ms'])).toBeGreaterThanOrEqual(30 * DAY_MS);
      // Reset tokens live an hour: the log keeps them about a day (retention plus one closed segment).
      if (t.spec.topicName === PASSWORD_RESET_TOPIC)
        expect(
          Number(t.spec.config['retention.ms']) + Number(t.spec.config['segment.ms']),
        ).toBeLessThanOrEqual(DAY_MS + 3600 * 1000);
      expect(Number(t.spec.config['min.insync.replicas'])).toBeLessThan(t.spec.replicas + 1);
    }
  });

  it.each(OVERLAYS)('%s: min.insync.replicas is below the replica count of every topic', (overlay) => {
    for (const t of ofKind<{ spec: { replicas: number; config: Record<string, number> } }>(
      rendered[overlay],
      'KafkaTopic',
    ))
      expect(t.spec.config['min.insync.replicas']).toBeLessThanOrEqual(Math.max(1, t.spec.replicas - 1));
  });
});

describe('the renderer', () => {
  it('refuses a patch path that does not exist, and a missing secret file', () => {
    expect(() => applyOp({ spec: {} }, { op: 'replace', path: '/spec/replicas', value: 1 })).toThrow(
      /does not exist/,
    );
    expect(() => applyOp({ spec: {} }, { op: 'add', path: '/spec/a/b', value: 1 })).toThrow(/does not exist/);
    const doc = { spec: { list: [1, 3] } };
    applyOp(doc, { op: 'add', path: '/spec/list/1', value: 2 });
    applyOp(doc, { op: 'add', path: '/spec/list/-', value: 4 });
    expect(doc.spec.list).toEqual([1, 2, 3, 4]);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-k8s-'));
    writeFileSync(
      path.join(dir, 'kustomization.yaml'),
      'secretGenerator:\n  - name: s\n    envs:\n      - secrets/voltdesk-auth.env\n',
    );
    expect(() => render(dir)).toThrow(/secrets\/voltdesk-auth.env does not exist/);
    expect(render(dir, { examples: EXAMPLES })[0]?.kind).toBe('Secret');
    writeFileSync(path.join(dir, 'kustomization.yaml'), 'helmCharts: []\n');
    expect(() => render(dir)).toThrow(/unsupported field/);
    rmSync(dir, { recursive: true });
  });

  it('sets images as kustomize 5 does: a digest alone drops the tag, a tag and a digest keep both', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-k8s-'));
    const digest = (n: number) => `sha256:${String(n).repeat(64)}`;
    const images = ['x/a:1', 'x/b:1', `x/c:1@${digest(1)}`, 'x/d'];
    try {
      writeFileSync(
        path.join(dir, 'job.yaml'),
        JSON.stringify({
          apiVersion: 'batch/v1',
          kind: 'Job',
          metadata: { name: 'j' },
          spec: {
            template: {
              spec: { containers: images.map((image, i) => ({ name: `c${i}`, image })) },
            },
          },
        }),
      );
      writeFileSync(
        path.join(dir, 'kustomization.yaml'),
        [
          'resources: [job.yaml]',
          'images:',
          `  - { name: x/a, digest: "${digest(2)}" }`,
          `  - { name: x/b, newTag: "2", digest: "${digest(3)}" }`,
          '  - { name: x/c, newTag: "3" }',
          '  - { name: x/d, newName: y/d }',
          '',
        ].join('\n'),
      );
      const [job] = render(dir) as unknown as {
        spec: { template: { spec: { containers: { image: string }[] } } };
      }[];
      // What `kubectl kustomize` (kustomize 5.5) writes for the same kustomization.
      expect(job!.spec.template.spec.containers.map((c) => c.image)).toEqual([
        `x/a@${digest(2)}`,
        `x/b:2@${digest(3)}`,
        'x/c:3',
        'y/d',
      ]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
