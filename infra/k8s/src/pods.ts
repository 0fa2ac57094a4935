import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { K8sObject } from './kustomize';

/** One container of a rendered workload, with the pod it runs in: what a kubelet is handed. */
export interface WorkloadContainer {
  kind: 'Deployment' | 'Job' | 'CronJob';
  /** The workload's name (`svc-pos`, `svc-pos-migrate`, `voltdesk-backup-pos`). */
  workload: string;
  /** `init` containers run to completion, in order, before the others start. */
  init: boolean;
  container: IContainer;
  pod: IPodSpec;
}

const podOf = (o: K8sObject): IPodSpec | undefined => {
  const spec = o.spec as Record<string, unknown> | undefined;
  if (o.kind === 'Deployment' || o.kind === 'Job')
    return (spec?.template as { spec?: IPodSpec } | undefined)?.spec;
  if (o.kind === 'CronJob')
    return (spec?.jobTemplate as { spec?: { template?: { spec?: IPodSpec } } } | undefined)?.spec?.template
      ?.spec;
  return undefined;
};

/** Every container (init containers first) of every Deployment, Job and CronJob among `objects`. */
export function workloadContainers(objects: K8sObject[]): WorkloadContainer[] {
  return objects.flatMap((o) => {
    const pod = podOf(o);
    if (!pod) return [];
    const kind = o.kind as WorkloadContainer['kind'];
    return [
      ...(pod.initContainers ?? []).map((container) => ({
        kind,
        workload: o.metadata.name,
        init: true,
        container,
        pod,
      })),
      ...pod.containers.map((container) => ({
        kind,
        workload: o.metadata.name,
        init: false,
        container,
        pod,
      })),
    ];
  });
}

/**
 * The `*_FILE` variables of a container whose path is under none of its mounts: on a node, that file is not
 * there (the image's read-only root holds no secrets or CAs), so the process fails where it reads it.
 */
export function unmountedFiles(c: IContainer): string[] {
  const mounts = (c.volumeMounts ?? []).map((m) => m.mountPath.replace(/\/$/, ''));
  return (c.env ?? [])
    .filter((e) => e.name.endsWith('_FILE'))
    .filter((e) => !mounts.some((m) => (e.value ?? '').startsWith(`${m}/`)))
    .map((e) => `${e.name}=${e.value ?? `(from ${e.valueFrom ? 'a reference' : 'nothing'})`}`);
}
