import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import type { ISecurityContext } from 'kubernetes-models/v1/SecurityContext';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IService } from 'kubernetes-models/v1/Service';
import type { IVolume } from 'kubernetes-models/v1/Volume';
import type { IVolumeMount } from 'kubernetes-models/v1/VolumeMount';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { preferSeparateHosts, spread } from './availability';
import {
  BASE_IMAGE_TAG,
  KAFKA_CA_DIR,
  KAFKA_CA_SECRET,
  MONGO_CA_DIR,
  mongoTlsSecret,
  imageOf,
  KAFKA_CLIENT_LABEL,
  MEDIA_DIR,
  NAME_LABEL,
  PART_OF,
  PART_OF_LABEL,
  portOf,
  REMOTES_CONFIG_MAP,
  RENDER_CONTAINER,
  RENDER_IMAGE,
  RENDER_PORT,
  renderEnv,
  REMOTES_DIR,
  WEB_PUBLIC_CONFIG_MAP,
  WEB_PUBLIC_DIR,
  type EnvValue,
  type Unit,
} from './units';

/** The pull policy of an image named by tag; by digest it is `IfNotPresent` (test/release.test.ts). */
export const PULL_POLICY_FOR_TAGS = 'Always';

/** The pull policy `image` needs: a digest names one image forever, a tag can be pushed again. */
export const pullPolicyFor = (image: string): 'Always' | 'IfNotPresent' =>
  image.includes('@sha256:') ? 'IfNotPresent' : PULL_POLICY_FOR_TAGS;

export const labelsOf = (unit: Unit): Record<string, string> => ({
  [NAME_LABEL]: unit.name,
  [PART_OF_LABEL]: PART_OF,
  'app.kubernetes.io/component': unit.kind === 'service' ? 'api' : 'web',
});
export const selectorOf = (unit: Unit): Record<string, string> => ({ [NAME_LABEL]: unit.name });

const env = (name: string, value: EnvValue): IEnvVar => {
  if (typeof value === 'string') return { name, value };
  if ('secret' in value) return { name, valueFrom: { secretKeyRef: { name: value.secret, key: value.key } } };
  return { name, valueFrom: { configMapKeyRef: { name: value.config, key: value.key } } };
};

const probe = (path: string, periodSeconds: number, failureThreshold: number, port = 'http') => ({
  httpGet: { path, port },
  periodSeconds,
  timeoutSeconds: 3,
  failureThreshold,
});

/**
 * The container rules every workload follows (docs/architecture.md section 10): non-root, read-only root
 * filesystem, no capabilities, no privilege escalation; /tmp is the only scratch space.
 */
const containerSecurity: ISecurityContext = {
  runAsNonRoot: true,
  readOnlyRootFilesystem: true,
  allowPrivilegeEscalation: false,
  capabilities: { drop: ['ALL'] },
  seccompProfile: { type: 'RuntimeDefault' },
};

export function container(unit: Unit): IContainer {
  const mounts: IVolumeMount[] = [{ name: 'tmp', mountPath: '/tmp' }];
  if (unit.kind === 'service') {
    if (unit.media) mounts.push({ name: 'media', mountPath: MEDIA_DIR });
    mounts.push(
      { name: 'kafka-ca', mountPath: KAFKA_CA_DIR, readOnly: true },
      { name: 'mongo-ca', mountPath: MONGO_CA_DIR, readOnly: true },
    );
  }
  if (unit.kind === 'web' && !unit.remote)
    mounts.push(
      { name: 'web-public', mountPath: WEB_PUBLIC_DIR, readOnly: true },
      { name: 'remotes', mountPath: REMOTES_DIR, readOnly: true },
    );
  const service = unit.kind === 'service';
  return {
    name: unit.name,
    image: `${imageOf(unit)}:${BASE_IMAGE_TAG}`,
    // A tag can be pushed again (a rebuilt `-dirty` tree, a registry without tag immutability), so a node
    // must ask the registry which image it names: `Always` costs a manifest lookup per pod start, the layers
    // stay cached. An overlay that pins images by digest (prod) patches this to `IfNotPresent`: a digest
    // names one image forever, and a pod then starts even while the registry is unreachable.
    imagePullPolicy: PULL_POLICY_FOR_TAGS,
    ports: [{ name: 'http', containerPort: portOf(unit), protocol: 'TCP' }],
    ...(service ? { env: Object.entries(unit.env).map(([k, v]) => env(k, v)) } : {}),
    // Indexes are built by the pre-deploy migration Job, so start-up is only connecting: one minute.
    startupProbe: probe('/healthz', 5, 12),
    livenessProbe: probe('/healthz', 20, 3),
    readinessProbe: probe('/readyz', 10, 3),
    resources: service
      ? { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: unit.memoryLimit } }
      : { requests: { cpu: '20m', memory: '32Mi' }, limits: { cpu: '250m', memory: '128Mi' } },
    securityContext: containerSecurity,
    volumeMounts: mounts,
    // Let the edge's proxies drop the endpoint before the process starts draining (SIGTERM).
    lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
  };
}

/**
 * The render server beside the shell's nginx (see RENDER_CONTAINER): the same rules as every container;
 * its nginx falls back to the plain index.html while it is not ready, so it gates nothing but itself.
 */
export function renderContainer(): IContainer {
  return {
    name: RENDER_CONTAINER,
    image: `${RENDER_IMAGE}:${BASE_IMAGE_TAG}`,
    imagePullPolicy: PULL_POLICY_FOR_TAGS,
    ports: [{ name: 'render', containerPort: RENDER_PORT, protocol: 'TCP' }],
    env: Object.entries(renderEnv).map(([k, v]) => env(k, v)),
    startupProbe: probe('/healthz', 5, 12, 'render'),
    livenessProbe: probe('/healthz', 20, 3, 'render'),
    readinessProbe: probe('/readyz', 10, 3, 'render'),
    resources: { requests: { cpu: '50m', memory: '96Mi' }, limits: { cpu: '500m', memory: '256Mi' } },
    securityContext: containerSecurity,
    volumeMounts: [
      { name: 'tmp', mountPath: '/tmp' },
      { name: 'web-public', mountPath: WEB_PUBLIC_DIR, readOnly: true },
      { name: 'remotes', mountPath: REMOTES_DIR, readOnly: true },
    ],
    lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
  };
}

export function deployment(unit: Unit): IDeployment {
  const volumes: IVolume[] = [{ name: 'tmp', emptyDir: { sizeLimit: '64Mi' } }];
  if (unit.kind === 'service') {
    if (unit.media)
      volumes.push({ name: 'media', persistentVolumeClaim: { claimName: `${unit.name}-media` } });
    // CA certificates only, never a key. Strimzi's CA certificate Secret holds no key: all of it is
    // mounted, so the older CAs it keeps during a renewal (`ca-<date>.crt`) are trusted too, and the
    // files follow a renewal in place (no subPath) for service-kit to read at each new connection.
    volumes.push(
      { name: 'kafka-ca', secret: { secretName: KAFKA_CA_SECRET } },
      {
        name: 'mongo-ca',
        secret: { secretName: mongoTlsSecret(unit.service), items: [{ key: 'ca.crt', path: 'ca.crt' }] },
      },
    );
  }
  if (unit.kind === 'web' && !unit.remote)
    volumes.push(
      { name: 'web-public', configMap: { name: WEB_PUBLIC_CONFIG_MAP } },
      { name: 'remotes', configMap: { name: REMOTES_CONFIG_MAP } },
    );
  // node:22-bookworm-slim's `node` user, nginx-unprivileged's `nginx` user.
  const uid = unit.kind === 'service' ? 1000 : 101;
  const podLabels = {
    ...labelsOf(unit),
    ...(unit.kind === 'service' ? { [KAFKA_CLIENT_LABEL]: 'true' } : {}),
  };
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: unit.name, labels: labelsOf(unit) },
    spec: {
      // No `replicas`: the HorizontalPodAutoscaler owns the count (an apply must not reset it).
      revisionHistoryLimit: 5,
      selector: { matchLabels: selectorOf(unit) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: podLabels },
        spec: {
          automountServiceAccountToken: false,
          enableServiceLinks: false,
          terminationGracePeriodSeconds: 30,
          securityContext: {
            runAsNonRoot: true,
            runAsUser: uid,
            runAsGroup: uid,
            fsGroup: uid,
            fsGroupChangePolicy: 'OnRootMismatch',
            seccompProfile: { type: 'RuntimeDefault' },
          },
          affinity: preferSeparateHosts(selectorOf(unit)),
          topologySpreadConstraints: spread(selectorOf(unit)),
          containers:
            unit.kind === 'web' && !unit.remote ? [container(unit), renderContainer()] : [container(unit)],
          volumes,
        },
      },
    },
  };
}

export const service = (unit: Unit): IService => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: unit.name, labels: labelsOf(unit) },
  spec: {
    type: 'ClusterIP',
    selector: selectorOf(unit),
    ports: [{ name: 'http', port: portOf(unit), targetPort: 'http', protocol: 'TCP' }],
  },
});

export const autoscaler = (unit: Unit): IHorizontalPodAutoscaler => ({
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: unit.name, labels: labelsOf(unit) },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: unit.name },
    minReplicas: 2,
    maxReplicas: unit.kind === 'service' ? 6 : 4,
    metrics: [
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
      },
    ],
    behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
  },
});

/** `maxUnavailable: 1` (not `minAvailable`) so a one-replica dev install never blocks a node drain. */
export const disruptionBudget = (unit: Unit): IPodDisruptionBudget => ({
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name: unit.name, labels: labelsOf(unit) },
  spec: { maxUnavailable: 1, selector: { matchLabels: selectorOf(unit) } },
});

/**
 * Uploaded files are content-addressed and written once, so replicas on several nodes can share them:
 * a ReadWriteMany volume (NFS, CephFS, EFS, Filestore, Azure Files...). The overlays pick the class.
 */
export const mediaClaim = (unit: Unit & { kind: 'service' }, size: string): IPersistentVolumeClaim => ({
  apiVersion: 'v1',
  kind: 'PersistentVolumeClaim',
  metadata: { name: `${unit.name}-media`, labels: labelsOf(unit) },
  spec: { accessModes: ['ReadWriteMany'], resources: { requests: { storage: size } } },
});

/** Everything one deployable needs, in apply order. */
export function workload(unit: Unit): object[] {
  const claim = unit.kind === 'service' && unit.media ? [mediaClaim(unit, unit.media)] : [];
  return [...claim, deployment(unit), service(unit), autoscaler(unit), disruptionBudget(unit)];
}
