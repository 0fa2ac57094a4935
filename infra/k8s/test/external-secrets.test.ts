import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { EXTERNAL_SECRETS_FILE, generatedSecrets, SECRET_STORE, STORE_PREFIX } from '../src/external-secrets';
import { render, type K8sObject } from '../src/kustomize';
import { K8S_DIR } from '../src/units';
import { problemsOf } from '../src/validate';
import { ofKind, rendered } from './helpers';

interface ExternalSecret extends K8sObject {
  spec: {
    secretStoreRef: { kind: string; name: string };
    target: { name: string; template?: { data: Record<string, string> } };
    data: { secretKey: string; remoteRef: { key: string; property: string } }[];
  };
}

const prod = rendered.prod;
const externalSecrets = ofKind<ExternalSecret>(prod, 'ExternalSecret');
const written = new Map(externalSecrets.map((e) => [e.spec.target.name, e]));

/** Secrets the operators write (connection strings, Kafka users and CA, certificates): never in the store. */
const byOperators = (name: string) =>
  /^voltdesk-mongo-(auth|content|pos|notify)(-tls|-backup|-restore)?$/.test(name) ||
  /^svc-(auth|content|pos|notify)$/.test(name) ||
  /^voltdesk-kafka-cluster-ca-cert$/.test(name) ||
  name === 'voltdesk-tls' ||
  name === 'voltdesk-ca';

/** Every (Secret, key) a prod object reads: env, volumes, the MongoDB operator's and the monitors' refs. */
function secretReads(objects: K8sObject[]): { secret: string; key?: string; by: string }[] {
  const reads: { secret: string; key?: string; by: string }[] = [];
  const walk = (node: unknown, by: string) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, by));
    if (typeof node !== 'object' || node === null) return;
    const o = node as Record<string, unknown>;
    const ref = o.secretKeyRef as { name: string; key: string } | undefined;
    if (ref) reads.push({ secret: ref.name, key: ref.key, by });
    const volume = o.secret as { secretName?: string; items?: { key: string }[] } | undefined;
    if (volume?.secretName) {
      if (volume.items)
        for (const i of volume.items) reads.push({ secret: volume.secretName, key: i.key, by });
      else reads.push({ secret: volume.secretName, by });
    }
    const envFrom = o.secretRef as { name?: string } | undefined;
    if (envFrom?.name && !('key' in envFrom)) reads.push({ secret: envFrom.name, by });
    for (const [k, v] of Object.entries(o)) {
      // The MongoDB operator's `passwordSecretRef` and the ServiceMonitors' basic auth name a key.
      if (k === 'passwordSecretRef') {
        const p = v as { name: string; key?: string };
        reads.push({ secret: p.name, key: p.key ?? 'password', by });
      }
      if (k === 'username' || k === 'password') {
        const p = v as { name?: string; key?: string };
        if (p && typeof p === 'object' && p.name && p.key) reads.push({ secret: p.name, key: p.key, by });
      }
      walk(v, by);
    }
  };
  for (const o of objects) walk(o, `${o.kind}/${o.metadata.name}`);
  return reads;
}

describe('prod Secrets from the secret store (External Secrets Operator)', () => {
  it('renders without any secret file: nothing secret is generated from a folder of one checkout', () => {
    const k = parse(readFileSync(path.join(K8S_DIR, 'overlays/prod/kustomization.yaml'), 'utf8')) as {
      secretGenerator?: unknown[];
      configMapGenerator?: { files?: string[] }[];
    };
    expect(k.secretGenerator ?? []).toEqual([]);
    expect(
      (k.configMapGenerator ?? []).flatMap((g) => g.files ?? []).filter((f) => f.includes('secrets/')),
    ).toEqual([]);
    // No example secrets given: the render does not need them.
    const objects = render(path.join(K8S_DIR, 'overlays/prod'));
    expect(ofKind(objects, 'Secret')).toEqual([]);
    expect(objects.length).toBe(prod.length);
  });

  it('writes every Secret and key a prod object reads, other than what the operators write', () => {
    const reads = secretReads(prod).filter((r) => !byOperators(r.secret));
    expect(reads.length).toBeGreaterThan(5);
    for (const r of reads) {
      const e = written.get(r.secret);
      expect([r.by, r.secret, e !== undefined]).toEqual([r.by, r.secret, true]);
      const keys = e!.spec.target.template
        ? Object.keys(e!.spec.target.template.data)
        : e!.spec.data.map((d) => d.secretKey);
      if (r.key) expect([r.by, r.secret, keys.includes(r.key)]).toEqual([r.by, r.secret, true]);
    }
  });

  it('keeps the dev overlay’s names and keys, each from `voltdesk/<Secret>` in one store', () => {
    for (const s of generatedSecrets()) {
      const e = written.get(s.name)!;
      expect(e.spec.secretStoreRef).toEqual({ kind: 'SecretStore', name: SECRET_STORE });
      expect(e.spec.data).toEqual(
        s.keys.map((key) => ({
          secretKey: key,
          remoteRef: { key: `${STORE_PREFIX}/${s.name}`, property: key },
        })),
      );
    }
    expect(generatedSecrets().map((s) => s.name)).toEqual(
      expect.arrayContaining(['voltdesk-auth', 'voltdesk-mongo-pos-password', 'voltdesk-mongo-metrics']),
    );
    expect(generatedSecrets().find((s) => s.name === 'voltdesk-auth')!.keys).toEqual([
      'JWT_PRIVATE_KEYS',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ]);
  });

  it('gives the shell the landing key svc-content checks, from the same store entry', () => {
    const web = written.get('voltdesk-web-public')!;
    expect(web.spec.data).toEqual([
      {
        secretKey: 'landingKey',
        remoteRef: { key: `${STORE_PREFIX}/voltdesk-content`, property: 'LANDING_KEY' },
      },
    ]);
    const config = ofKind<{ metadata: { name: string }; data: Record<string, string> }>(
      prod,
      'ConfigMap',
    ).find((c) => c.metadata.name === 'voltdesk-config')!;
    const template = web.spec.target.template!.data['app-config.json']!;
    expect(template).toContain('{{ .landingKey | toJson }}');
    // As ESO's template would render it, it is the JSON the shell reads.
    expect(JSON.parse(template.replace('{{ .landingKey | toJson }}', JSON.stringify('k"ey')))).toEqual({
      landingKey: 'k"ey',
      publicUrl: config.data.PUBLIC_URL,
    });
    const shell = ofKind<{ metadata: { name: string }; spec: { template: { spec: { volumes: object[] } } } }>(
      prod,
      'Deployment',
    ).find((d) => d.metadata.name === 'shell')!;
    expect(shell.spec.template.spec.volumes).toContainEqual({
      name: 'web-public',
      secret: { secretName: 'voltdesk-web-public' },
    });
  });

  it('validates against the released External Secrets CRDs, and the committed file is the generated one', () => {
    for (const o of [...externalSecrets, ...ofKind(prod, 'SecretStore')]) expect(problemsOf(o)).toEqual([]);
    expect(ofKind(prod, 'SecretStore')).toHaveLength(1);
    const committed = readFileSync(path.join(K8S_DIR, EXTERNAL_SECRETS_FILE), 'utf8');
    expect(committed).toMatch(/^# GENERATED/);
    const misspelt = {
      ...externalSecrets[0]!,
      spec: { ...externalSecrets[0]!.spec, refreshIntervall: '1h' },
    };
    expect(problemsOf(misspelt as never).join('\n')).toMatch(/unknown field "refreshIntervall"/);
  });
});
