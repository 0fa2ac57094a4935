import type { ICronJob } from 'kubernetes-models/batch/v1/CronJob';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { databaseJobPolicy, DATABASE_CLIENT_LABEL, objectStorage } from './network';
import {
  CONFIG_MAP,
  MONGO_CA_DIR,
  mongoJobUrlSecret,
  mongoTlsSecret,
  PART_OF,
  PART_OF_LABEL,
  services,
  type ServiceUnit,
} from './units';
import { versions } from './versions';
import { pullPolicyFor } from './workloads';

export const BACKUP_DIR = '/backup';
/** The official image's `mongodb` user; rclone's image runs as any user. */
const MONGO_UID = 999;
/** The off-site copy's settings and credentials (the overlay generates it from `voltdesk-backup-s3.env`). */
export const BACKUP_S3_SECRET = 'voltdesk-backup-s3';
/** Where the dump container leaves the archive's name for the upload container (the pod's shared /tmp). */
const HANDOVER = '/tmp/archive-name';

const labelsOf = (name: string, unit: ServiceUnit): Record<string, string> => ({
  'app.kubernetes.io/name': name,
  [PART_OF_LABEL]: PART_OF,
  'app.kubernetes.io/component': 'backup',
  [DATABASE_CLIENT_LABEL]: unit.service,
});

/**
 * The operator's connection string names the user's authentication database as its path
 * (`mongodb://user:pw@host-0,host-1/admin?replicaSet=...&ssl=true`); given a database there, mongodump
 * refuses `--db` ("Cannot specify different database in connection URI and command-line option") and
 * mongorestore reads it as the target database. So the path moves into `authSource` (unless the string
 * names one already) and the tools are told the database by option. The `/` before `?` stays: the tools'
 * URI parser requires it. POSIX sh and sed, as the image has them.
 */
export const URI_WITHOUT_DATABASE = [
  `path_db=$(printf '%s' "$MONGO_URL" | sed -E 's#^[a-z+]+://[^/?]*/?([^?]*).*$#\\1#')`,
  `query=$(printf '%s' "$MONGO_URL" | sed -nE 's#^[^?]*\\?(.*)$#\\1#p')`,
  `case "&$query&" in *'&authSource='*) ;; *) [ -z "$path_db" ] || query="\${query:+$query&}authSource=$path_db" ;; esac`,
  `MONGO_URL="$(printf '%s' "$MONGO_URL" | sed -E 's#^([a-z+]+://[^/?]*).*$#\\1#')/?$query"`,
].join('\n');

/**
 * `mongodump --oplog` of the whole replica set (the service's database and `admin`) into a gzip archive
 * named by the UTC time, then the archives older than BACKUP_RETENTION_DAYS are deleted. `--oplog` adds
 * the oplog entries written while the dump ran, so the restore, replaying them, lands on one point in
 * time (the dump's end) instead of one per collection. The tool refuses `--oplog` for a dump of one
 * database (`--db`, or a database in the URI's path: hence URI_WITHOUT_DATABASE) and needs a user that
 * reads every database and `local.oplog.rs`: the replica set's backup user (role `backup`), not the
 * service's. It reads from a secondary when one is up (which keeps its own oplog), so the primary keeps
 * serving.
 */
export const backupScript = (unit: ServiceUnit): string =>
  [
    'set -eu',
    URI_WITHOUT_DATABASE,
    `file="${BACKUP_DIR}/${unit.database}-$(date -u +%Y%m%dT%H%M%SZ).archive.gz"`,
    `mongodump --uri="$MONGO_URL" --tlsCAFile=${MONGO_CA_DIR}/ca.crt --oplog \\`,
    '  --readPreference=secondaryPreferred --gzip --archive="$file.partial"',
    // A half-written archive is never mistaken for a backup: it gets its final name only when complete.
    'mv "$file.partial" "$file"',
    `find ${BACKUP_DIR} -name '${unit.database}-*.archive.gz' -mtime +"$BACKUP_RETENTION_DAYS" -print -delete`,
    `printf '%s' "$(basename "$file")" > ${HANDOVER}`,
    `echo "backup written: $file ($(du -h "$file" | cut -f1))"`,
  ].join('\n');

/**
 * The off-site copy: the archive the dump wrote, to `<bucket>/<database>/` of S3-compatible storage, with
 * rclone (its remote `offsite` configured by the RCLONE_CONFIG_OFFSITE_* variables). `copyto` compares
 * the checksum the store reports with the file's, so a copy that arrived damaged fails the Job. The Job
 * (and so `kube_cronjob_status_last_successful_time`) succeeds only when both copies exist. Expiry is the
 * bucket's lifecycle rule, not this Job's: its credentials need no delete permission.
 */
export const uploadScript = (unit: ServiceUnit): string =>
  [
    'set -eu',
    `name=$(cat ${HANDOVER})`,
    `rclone copyto --s3-no-check-bucket "${BACKUP_DIR}/$name" "offsite:$S3_BUCKET/${unit.database}/$name"`,
    `echo "backup copied off-site: $S3_BUCKET/${unit.database}/$name"`,
  ].join('\n');

/**
 * `mongorestore --oplogReplay` of one archive (RESTORE_ARCHIVE, a file name in the backup volume; the
 * newest when empty) with `--drop`: each collection in the archive replaces the live one, then the oplog
 * entries the dump captured are applied, so every collection ends at the same moment. The tool refuses
 * `--nsInclude` (or any other selection) with `--oplogReplay`: the whole archive is restored, the
 * service's database and `admin` (the users as they were at dump time, see the README's restore
 * procedure). As the restore user (role `restore`). Scale the service to zero first.
 */
export const restoreScript = (unit: ServiceUnit): string =>
  [
    'set -eu',
    URI_WITHOUT_DATABASE,
    `file="${BACKUP_DIR}/\${RESTORE_ARCHIVE:-$(ls -1 ${BACKUP_DIR} | grep '^${unit.database}-.*\\.archive\\.gz$' | sort | tail -n 1)}"`,
    'test -f "$file" || { echo "no archive $file" >&2; exit 1; }',
    'echo "restoring $file"',
    `mongorestore --uri="$MONGO_URL" --tlsCAFile=${MONGO_CA_DIR}/ca.crt --oplogReplay \\`,
    '  --drop --gzip --archive="$file"',
  ].join('\n');

const containerSecurity = {
  runAsNonRoot: true,
  readOnlyRootFilesystem: true,
  allowPrivilegeEscalation: false,
  capabilities: { drop: ['ALL'] },
  seccompProfile: { type: 'RuntimeDefault' as const },
};

const fromS3 = (name: string, key: string) => ({
  name,
  valueFrom: { secretKeyRef: { name: BACKUP_S3_SECRET, key } },
});

function podSpec(unit: ServiceUnit, kind: 'backup' | 'restore'): IPodSpec {
  const mongo: Omit<IContainer, 'name'> = {
    image: versions.mongoTools,
    // Pinned by digest (src/versions.ts): `IfNotPresent`, a node's cached copy is that image.
    imagePullPolicy: pullPolicyFor(versions.mongoTools),
    env: [
      {
        name: 'MONGO_URL',
        valueFrom: {
          secretKeyRef: {
            name: mongoJobUrlSecret(unit.service, kind).secret,
            key: mongoJobUrlSecret(unit.service, kind).key,
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
    securityContext: containerSecurity,
    volumeMounts: [
      { name: 'backup', mountPath: BACKUP_DIR, readOnly: kind === 'restore' },
      { name: 'mongo-ca', mountPath: MONGO_CA_DIR, readOnly: true },
      { name: 'tmp', mountPath: '/tmp' },
    ],
  };
  const upload: IContainer = {
    name: 'upload',
    image: versions.backupUpload,
    imagePullPolicy: pullPolicyFor(versions.backupUpload),
    command: ['/bin/sh', '-c', uploadScript(unit)],
    env: [
      { name: 'RCLONE_CONFIG_OFFSITE_TYPE', value: 's3' },
      { name: 'RCLONE_CONFIG_OFFSITE_PROVIDER', value: 'Other' },
      fromS3('RCLONE_CONFIG_OFFSITE_ENDPOINT', 'S3_ENDPOINT'),
      fromS3('RCLONE_CONFIG_OFFSITE_REGION', 'S3_REGION'),
      fromS3('RCLONE_CONFIG_OFFSITE_ACCESS_KEY_ID', 'S3_ACCESS_KEY_ID'),
      fromS3('RCLONE_CONFIG_OFFSITE_SECRET_ACCESS_KEY', 'S3_SECRET_ACCESS_KEY'),
      fromS3('S3_BUCKET', 'S3_BUCKET'),
      // rclone keeps its cache and config lookups off the read-only root filesystem.
      { name: 'HOME', value: '/tmp' },
    ],
    resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { cpu: '1', memory: '256Mi' } },
    securityContext: containerSecurity,
    volumeMounts: [
      { name: 'backup', mountPath: BACKUP_DIR, readOnly: true },
      { name: 'tmp', mountPath: '/tmp' },
    ],
  };
  const script = kind === 'backup' ? backupScript(unit) : restoreScript(unit);
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
    // The dump runs to completion first (an init container), then the upload copies what it wrote.
    ...(kind === 'backup'
      ? {
          initContainers: [{ name: 'dump', ...mongo, command: ['/bin/sh', '-c', script] }],
          containers: [upload],
        }
      : { containers: [{ name: 'restore', ...mongo, command: ['/bin/sh', '-c', script] }] }),
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
          template: { metadata: { labels }, spec: podSpec(unit, kind) },
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
    databaseJobPolicy(
      `voltdesk-backup-${unit.service}`,
      unit.service,
      { 'app.kubernetes.io/component': 'backup' },
      [objectStorage],
    ),
  ]);
