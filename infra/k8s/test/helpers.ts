import path from 'node:path';
import { render, type K8sObject } from '../src/kustomize';
import { K8S_DIR } from '../src/units';

export const OVERLAYS = ['dev', 'prod'] as const;
export const EXAMPLES = path.join(K8S_DIR, 'secrets.example');

/** Every overlay rendered from the committed files, the example secrets standing in for the real ones. */
export const rendered: Record<(typeof OVERLAYS)[number], K8sObject[]> = Object.fromEntries(
  OVERLAYS.map((o) => [o, render(path.join(K8S_DIR, 'overlays', o), { examples: EXAMPLES })]),
) as Record<(typeof OVERLAYS)[number], K8sObject[]>;

export const ofKind = <T = K8sObject>(objects: K8sObject[], kind: string): T[] =>
  objects.filter((o) => o.kind === kind) as unknown as T[];

/**
 * The Secrets of an overlay: those it renders and those its ExternalSecrets make the External Secrets
 * Operator write (prod), each with the keys it will hold (values empty: they live in the store).
 */
export function secretsOf(objects: K8sObject[]): (K8sObject & { data: Record<string, string> })[] {
  const rendered = ofKind<K8sObject & { data: Record<string, string> }>(objects, 'Secret');
  const external = ofKind<
    K8sObject & {
      spec: {
        target: { name: string; template?: { data: Record<string, string> } };
        data: { secretKey: string }[];
      };
    }
  >(objects, 'ExternalSecret').map((e) => ({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: e.spec.target.name, namespace: e.metadata.namespace },
    data: e.spec.target.template
      ? e.spec.target.template.data
      : Object.fromEntries(e.spec.data.map((d) => [d.secretKey, ''])),
  }));
  return [...rendered, ...external];
}
