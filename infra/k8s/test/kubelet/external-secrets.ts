import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { parseEnvFile, type K8sObject } from '../../src/kustomize';
import { K8S_DIR } from '../../src/units';

type Data = Record<string, string>;

interface ExternalSecret extends K8sObject {
  spec: {
    target: { name: string; template?: { engineVersion?: string; data: Data } };
    data: { secretKey: string; remoteRef: { key: string; property: string } }[];
  };
}

/**
 * The secret store as the README's seeding step fills it: the entry `voltdesk/<Secret name>` holds the keys
 * of the files the dev overlay's `secretGenerator` reads for that Secret, taken from `secretsDir` (the
 * files `npm run secrets` writes, or the examples).
 */
function storeFrom(secretsDir: string): Map<string, Data> {
  const dev = parse(readFileSync(path.join(K8S_DIR, 'overlays/dev/kustomization.yaml'), 'utf8')) as {
    secretGenerator?: { name: string; envs?: string[] }[];
  };
  return new Map(
    (dev.secretGenerator ?? []).map((g) => [
      `voltdesk/${g.name}`,
      Object.assign(
        {},
        ...(g.envs ?? []).map((e) =>
          parseEnvFile(readFileSync(path.join(secretsDir, path.basename(e)), 'utf8')),
        ),
      ),
    ]),
  );
}

/**
 * Only the one template form the generators write (`{{ .key | toJson }}`) is rendered; anything else fails,
 * so a template this stand-in does not understand never reaches a pod half-filled.
 */
function renderTemplate(text: string, values: Data, where: string): string {
  const out = text.replace(/\{\{\s*\.(\w+)\s*\|\s*toJson\s*\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`${where}: the template names ${key}, which no data entry reads`);
    return JSON.stringify(values[key]);
  });
  if (out.includes('{{')) throw new Error(`${where}: a template form the smoke test cannot render`);
  return out;
}

/**
 * The Secrets the External Secrets Operator would write for the overlay's ExternalSecrets (prod), from a
 * store seeded with `secretsDir`: a missing entry or property fails as the operator's sync would.
 */
export function externalSecretsWritten(objects: K8sObject[], secretsDir: string): K8sObject[] {
  const store = storeFrom(secretsDir);
  return (objects.filter((o) => o.kind === 'ExternalSecret') as ExternalSecret[]).map((e) => {
    const where = `ExternalSecret ${e.metadata.name}`;
    const values = Object.fromEntries(
      e.spec.data.map((d) => {
        const value = store.get(d.remoteRef.key)?.[d.remoteRef.property];
        if (value === undefined)
          throw new Error(`${where}: the store has no ${d.remoteRef.key} property ${d.remoteRef.property}`);
        return [d.secretKey, value];
      }),
    );
    const template = e.spec.target.template;
    const stringData = template
      ? Object.fromEntries(
          Object.entries(template.data).map(([k, text]) => [k, renderTemplate(text, values, where)]),
        )
      : values;
    return {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: e.spec.target.name, namespace: e.metadata.namespace },
      stringData,
    } as K8sObject;
  });
}
