import type { IJob } from 'kubernetes-models/batch/v1/Job';
import { DATABASE_CLIENT_LABEL } from './network';
import { PART_OF, PART_OF_LABEL, services, type ServiceUnit } from './units';
import { container, deployment } from './workloads';

/**
 * The pre-deploy migration of a service: the release's own image runs `node dist/main.js migrate`, which
 * builds the indexes of every model and exits; the Deployment's pods no longer build them at start
 * (`MONGO_INDEXES_AT_START=false`), so a long index build never trips a startup probe. Argo CD runs it
 * as a PreSync hook; with plain kubectl the README's release steps apply and wait for it first.
 */
export function migrationJob(unit: ServiceUnit): IJob {
  const name = `${unit.name}-migrate`;
  const labels = {
    'app.kubernetes.io/name': name,
    [PART_OF_LABEL]: PART_OF,
    'app.kubernetes.io/component': 'migration',
    [DATABASE_CLIENT_LABEL]: unit.service,
  };
  const pod = deployment(unit).spec!.template.spec!;
  const {
    ports: _ports,
    startupProbe: _startup,
    livenessProbe: _liveness,
    readinessProbe: _readiness,
    lifecycle: _lifecycle,
    ...base
  } = container(unit);
  // Media plays no part in an index build, and a ReadWriteOnce media volume would pin the Job. The Kafka
  // CA stays: the service's runtime reads every *_FILE it is given at start (KAFKA_CA_FILE included, though
  // a migration never connects to Kafka), so a variable without its volume fails the Job at start.
  const keep = new Set(['tmp', 'mongo-ca', 'kafka-ca']);
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name,
      labels,
      annotations: {
        'argocd.argoproj.io/hook': 'PreSync',
        'argocd.argoproj.io/hook-delete-policy': 'BeforeHookCreation',
      },
    },
    spec: {
      // On a fresh install the Job starts with its database: retries back off up to 6 minutes each, so
      // ten of them cover a data layer that takes half an hour to come up.
      backoffLimit: 10,
      activeDeadlineSeconds: 3600,
      ttlSecondsAfterFinished: 7 * 24 * 3600,
      template: {
        metadata: { labels },
        spec: {
          ...pod,
          affinity: undefined,
          topologySpreadConstraints: undefined,
          restartPolicy: 'Never',
          containers: [
            {
              ...base,
              name: 'migrate',
              command: ['node', 'dist/main.js', 'migrate'],
              volumeMounts: base.volumeMounts?.filter((m) => keep.has(m.name)),
            },
          ],
          volumes: pod.volumes?.filter((v) => keep.has(v.name)),
        },
      },
    },
  };
}

export const migrationJobs = (): IJob[] => services.map(migrationJob);
