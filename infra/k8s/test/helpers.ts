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
