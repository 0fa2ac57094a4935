import type { IPrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { PART_OF, PART_OF_LABEL, services } from './units';

/** A successful backup is expected nightly; 26 hours leaves two hours for a slow or retried run. */
export const BACKUP_MAX_AGE_HOURS = 26;

const alternatives = (names: string[]) => names.join('|');
/** kube-state-metrics' `job_name` of every migration Job (`svc-pos-migrate`, ...). */
export const MIGRATION_JOBS = alternatives(services.map((s) => `${s.name}-migrate`));
/** kube-state-metrics' `cronjob` of every backup CronJob (not the suspended restores). */
export const BACKUP_CRONJOBS = alternatives(services.map((s) => `voltdesk-backup-${s.service}`));

/**
 * Alerts on the Jobs a release and the nightly backups depend on, read from kube-state-metrics (part of
 * kube-prometheus-stack): a migration Job that gave up (the rollout waits on it, `npm run deploy` stops,
 * Argo CD's sync fails), a backup Job that gave up, and no successful backup, both copies written, for
 * BACKUP_MAX_AGE_HOURS (also when a backup CronJob that old never succeeded).
 */
export const jobAlerts = (): IPrometheusRule => ({
  apiVersion: 'monitoring.coreos.com/v1',
  kind: 'PrometheusRule',
  metadata: { name: 'voltdesk-jobs', labels: { [PART_OF_LABEL]: PART_OF } },
  spec: {
    groups: [
      {
        name: 'voltdesk-jobs',
        rules: [
          {
            alert: 'VoltdeskMigrationFailed',
            expr: `max by (namespace, job_name) (kube_job_failed{job_name=~"${MIGRATION_JOBS}", condition="true"}) > 0`,
            for: '0m',
            labels: { severity: 'critical' },
            annotations: {
              summary:
                'Migration Job {{ $labels.job_name }} failed: the release is held (kubectl -n {{ $labels.namespace }} logs job/{{ $labels.job_name }}).',
            },
          },
          {
            alert: 'VoltdeskBackupFailed',
            expr: `max by (namespace, job_name) (kube_job_failed{job_name=~"(${BACKUP_CRONJOBS})-.+", condition="true"}) > 0`,
            for: '0m',
            labels: { severity: 'warning' },
            annotations: { summary: 'Backup Job {{ $labels.job_name }} failed.' },
          },
          {
            alert: 'VoltdeskBackupTooOld',
            expr:
              `time() - max by (namespace, cronjob) (kube_cronjob_status_last_successful_time{cronjob=~"${BACKUP_CRONJOBS}"}) > ${BACKUP_MAX_AGE_HOURS} * 3600` +
              ` or (time() - max by (namespace, cronjob) (kube_cronjob_created{cronjob=~"${BACKUP_CRONJOBS}"}) > ${BACKUP_MAX_AGE_HOURS} * 3600` +
              ` unless on (namespace, cronjob) kube_cronjob_status_last_successful_time{cronjob=~"${BACKUP_CRONJOBS}"})`,
            for: '10m',
            labels: { severity: 'critical' },
            annotations: {
              summary: `No successful backup of {{ $labels.cronjob }} (volume and off-site copy) for over ${BACKUP_MAX_AGE_HOURS} hours.`,
            },
          },
        ],
      },
    ],
  },
});
