import type { ICronJob } from 'kubernetes-models/batch/v1/CronJob';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { databaseJobPolicy, DATABASE_CLIENT_LABEL } from './network';
import {
  CONFIG_MAP,
  MONGO_CA_DIR,
  mongoTlsSecret,
  mongoUrlSecret,
  PART_OF,
  PART_OF_LABEL,
  services,
  type ServiceUnit,
} from './units';
import { versions } from './versions';
import { pullPolicyFor } from './workloads';

export const BACKUP_DIR = '/backup';
/** The official image's `mongodb` user. */
const MONGO_UID = 999;

const labelsOf = (name: string, unit: ServiceUnit): Record<string, string> => ({
  'app.kubernetes.io/name': name,
  [PART_OF_LABEL]: PART_OF,
  'app.kubernetes.io/component': 'backup',
  [DATABASE_CLIENT_LABEL]: unit.service,
});

/**
 * `mongodump` of one database into a gzip archive named by the UTC time, then the archives older than
 * BACKUP_RETENTION_DAYS are deleted. It reads from a secondary when one is up, so the primary keeps
 * serving. The service's own user suffices: readWrite includes every read a dump needs.
 */
const backupScript = (unit: ServiceUnit) =>
  [
    'set -eu',
    `file="${BACKUP_DIR}/${unit.database}-$(date -u +%Y%m%dT%H%M%SZ).archive.gz"`,
    `mongodump --uri="$MONGO_URL" --tlsCAFile=${MONGO_CA_DIR}/ca.crt --db=${unit.database} \\`,
    '  --readPreference=secondaryPreferred --gzip --archive="$file.partial"',
    // A half-written archive is never mistaken for a backup: it gets its final name only when complete.
    'mv "$file.partial" "$file"',
    `find ${BACKUP_DIR} -name '${unit.database}-*.archive.gz' -mtime +"$BACKUP_RETENTION_DAYS" -print -delete`,
    `echo "backup written: $file ($(du -h "$file" | cut -f1))"`,
  ].join('\n');

/**
 * `mongorestore` of one archive (RESTORE_ARCHIVE, a file name in the backup volume; the newest when
 * empty) with `--drop`: each collection in the archive replaces the live one. See the README's restore
 * procedure: scale the service to zero first.
 */
const restoreScript = (unit: ServiceUnit) =>
  [
    'set -eu',
    `file="${BACKUP_DIR}/\${RESTORE_ARCHIVE:-$(ls -1 ${BACKUP_DIR} | grep '^${unit.database}-.*\\.archive\\.gz$' | sort | tail -n 1)}"`,
    'test -f "$file" || { echo "no archive $file" >&2; exit 1; }',
    'echo "restoring $file"',
    `mongorestore --uri="$MONGO_URL" --tlsCAFile=${MONGO_CA_DIR}/ca.crt --nsInclude='${unit.database}.*' \\`,
    '  --drop --gzip --archive="$file"',
  ].join('\n');

function podSpec(unit: ServiceUnit, name: string, script: string, readOnlyBackup: boolean): IPodSpec {
  return {
    restartPolicy: 'OnFailure',
    automountServiceAccountToken: false,
    enableServiceLinks: false,
    securityContext: {
      runAsNonRoot: true,
      runAsUser: MONGO_UID,
      runAsGroup: MONGO_UID,
      fsGroup: MONGO_UID,
      seccompProfile: { type: 'RuntimeDefault' },
    },
    containers: [
      {
        name,
        image: versions.mongoTools,
        // Pinned by digest (src/versions.ts): `IfNotPresent`, a node's cached copy is that image.
        imagePullPolicy: pullPolicyFor(versions.mongoTools),
        command: ['/bin/sh', '-c', script],
        env: [
          {
            name: 'MONGO_URL',
            valueFrom: {
              secretKeyRef: {
                name: mongoUrlSecret(unit.service).secret,
                key: mongoUrlSecret(unit.service).key,
              },
            },
          },
          {
            name: 'BACKUP_RETENTION_DAYS',
            valueFrom: { configMapKeyRef: { name: CONFIG_MAP, key: 'BACKUP_RETENTION_DAYS' } },
          },
          { name: 'RESTORE_ARCHIVE', value: '' },
        ],
        resources: { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: '1Gi' } },
        securityContext: {
          runAsNonRoot: true,
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
          seccompProfile: { type: 'RuntimeDefault' },
        },
        volumeMounts: [
          { name: 'backup', mountPath: BACKUP_DIR, readOnly: readOnlyBackup },
          { name: 'mongo-ca', mountPath: MONGO_CA_DIR, readOnly: true },
          { name: 'tmp', mountPath: '/tmp' },
        ],
      },
    ],
    volumes: [
      { name: 'backup', persistentVolumeClaim: { claimName: `voltdesk-backup-${unit.service}` } },
      {
        name: 'mongo-ca',
        secret: { secretName: mongoTlsSecret(unit.service), items: [{ key: 'ca.crt', path: 'ca.crt' }] },
      },
      { name: 'tmp', emptyDir: { sizeLimit: '64Mi' } },
    ],
  };
}

function cronJob(unit: ServiceUnit, kind: 'backup' | 'restore', schedule: string): ICronJob {
  const name = `voltdesk-${kind}-${unit.service}`;
  const labels = labelsOf(name, unit);
  const script = kind === 'backup' ? backupScript(unit) : restoreScript(unit);
  return {
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: { name, labels },
    spec: {
      schedule,
      timeZone: 'Etc/UTC',
      // The restore never runs on its own: `kubectl create job --from=cronjob/voltdesk-restore-<db>`.
      suspend: kind === 'restore',
      concurrencyPolicy: 'Forbid',
      startingDeadlineSeconds: 3600,
      successfulJobsHistoryLimit: 3,
      failedJobsHistoryLimit: 3,
      jobTemplate: {
        metadata: { labels },
        spec: {
          backoffLimit: 2,
          activeDeadlineSeconds: 3 * 3600,
          template: { metadata: { labels }, spec: podSpec(unit, kind, script, kind === 'restore') },
        },
      },
    },
  };
}

const backupClaim = (unit: ServiceUnit): IPersistentVolumeClaim => ({
  apiVersion: 'v1',
  kind: 'PersistentVolumeClaim',
  metadata: {
    name: `voltdesk-backup-${unit.service}`,
    labels: labelsOf(`voltdesk-backup-${unit.service}`, unit),
  },
  spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '20Gi' } } },
});

/**
 * Per database: its backup volume, a nightly backup (staggered by 15 minutes so the four never compete),
 * a suspended restore to start by hand, and the NetworkPolicy that lets both reach that database only.
 */
export const backups = (): object[] =>
  services.flatMap((unit, i) => [
    backupClaim(unit),
    cronJob(unit, 'backup', `${15 * i} 2 * * *`),
    cronJob(unit, 'restore', '0 0 1 1 *'),
    databaseJobPolicy(`voltdesk-backup-${unit.service}`, unit.service, {
      'app.kubernetes.io/component': 'backup',
    }),
  ]);
