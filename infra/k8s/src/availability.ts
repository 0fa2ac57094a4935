import type { IAffinity } from 'kubernetes-models/v1/Affinity';
import type { ITopologySpreadConstraint } from 'kubernetes-models/v1/TopologySpreadConstraint';
import type { IPriorityClass } from 'kubernetes-models/scheduling.k8s.io/v1/PriorityClass';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { DATA_PRIORITY_CLASS, PART_OF, PART_OF_LABEL } from './units';

export const HOST_KEY = 'kubernetes.io/hostname';
export const ZONE_KEY = 'topology.kubernetes.io/zone';

/**
 * Members of a replica set or a Kafka quorum must never share a node (losing the node would lose the
 * majority), so the host rule is `required`; a one-member dev install satisfies it trivially.
 */
export const separateHosts = (matchLabels: Record<string, string>): IAffinity => ({
  podAntiAffinity: {
    requiredDuringSchedulingIgnoredDuringExecution: [
      { topologyKey: HOST_KEY, labelSelector: { matchLabels } },
    ],
  },
});

/** Stateless replicas prefer other nodes, but a small cluster may still run two on one. */
export const preferSeparateHosts = (matchLabels: Record<string, string>): IAffinity => ({
  podAntiAffinity: {
    preferredDuringSchedulingIgnoredDuringExecution: [
      { weight: 100, podAffinityTerm: { topologyKey: HOST_KEY, labelSelector: { matchLabels } } },
    ],
  },
});

/**
 * Spread over nodes and zones. `ScheduleAnyway`: a single-zone cluster (no zone label, or one zone)
 * must still schedule; the anti-affinity above is what guarantees separate hosts for the data layer.
 */
export const spread = (matchLabels: Record<string, string>): ITopologySpreadConstraint[] =>
  [HOST_KEY, ZONE_KEY].map((topologyKey) => ({
    maxSkew: 1,
    topologyKey,
    whenUnsatisfiable: 'ScheduleAnyway',
    labelSelector: { matchLabels },
  }));

export const dataPriorityClass = (): IPriorityClass => ({
  apiVersion: 'scheduling.k8s.io/v1',
  kind: 'PriorityClass',
  metadata: { name: DATA_PRIORITY_CLASS, labels: { [PART_OF_LABEL]: PART_OF } },
  // Above every application pod (default 0), below the cluster's own system-* classes (2 billion).
  value: 1_000_000,
  globalDefault: false,
  preemptionPolicy: 'PreemptLowerPriority',
  description: 'Voltdesk MongoDB and Kafka: scheduled before, and evicted after, the stateless workloads.',
});

/** At most one member down at a time, voluntarily: a 3-member set keeps its majority through a drain. */
export const dataDisruptionBudget = (
  name: string,
  matchLabels: Record<string, string>,
): IPodDisruptionBudget => ({
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name, labels: { [PART_OF_LABEL]: PART_OF } },
  spec: { maxUnavailable: 1, selector: { matchLabels } },
});
