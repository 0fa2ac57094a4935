import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_MAX_AGE_HOURS } from '../src/job-alerts';
import { K8S_DIR, services } from '../src/units';
import { ofKind, OVERLAYS, rendered } from './helpers';

interface Rule {
  alert: string;
  expr: string;
  for: string;
}
const rulesOf = (overlay: (typeof OVERLAYS)[number]): Rule[] =>
  ofKind<{ metadata: { name: string }; spec: { groups: { rules: Rule[] }[] } }>(
    rendered[overlay],
    'PrometheusRule',
  )
    .filter((r) => r.metadata.name === 'voltdesk-jobs')
    .flatMap((r) => r.spec.groups.flatMap((g) => g.rules));

/** The regular expressions of `label=~"..."` matchers in an expression, anchored as Prometheus anchors them. */
const matchers = (expr: string, label: string): RegExp[] =>
  [...expr.matchAll(new RegExp(`${label}=~"([^"]+)"`, 'g'))].map((m) => new RegExp(`^(?:${m[1]})$`));

describe.each(OVERLAYS)('alerts on Jobs (%s)', (overlay) => {
  const rules = rulesOf(overlay);
  const rule = (name: string) => rules.find((r) => r.alert === name)!;
  const jobs = ofKind(rendered[overlay], 'Job').map((j) => j.metadata.name);
  const cronJobs = ofKind(rendered[overlay], 'CronJob').map((j) => j.metadata.name);

  it('fire on a failed migration Job, each of them and nothing else', () => {
    const { expr, for: wait } = rule('VoltdeskMigrationFailed');
    expect(expr).toContain('kube_job_failed{');
    expect(expr).toContain('condition="true"');
    expect(wait).toBe('0m');
    const [names] = matchers(expr, 'job_name');
    const migrations = jobs.filter((j) => j.endsWith('-migrate'));
    expect(migrations).toHaveLength(4);
    expect(jobs.filter((j) => names!.test(j))).toEqual(migrations);
    expect(names!.test('svc-pos-migrate-x')).toBe(false);
  });

  it(`fire when the last successful backup of a database is older than ${BACKUP_MAX_AGE_HOURS} h`, () => {
    const { expr } = rule('VoltdeskBackupTooOld');
    expect(BACKUP_MAX_AGE_HOURS).toBe(26);
    expect(expr).toContain('kube_cronjob_status_last_successful_time');
    expect(expr).toContain(`> ${BACKUP_MAX_AGE_HOURS} * 3600`);
    const backups = cronJobs.filter((c) => c.startsWith('voltdesk-backup-'));
    expect(backups).toHaveLength(4);
    for (const m of matchers(expr, 'cronjob')) {
      expect(cronJobs.filter((c) => m.test(c))).toEqual(backups);
    }
    // The Jobs a backup CronJob creates, on schedule or by hand as the README says, are covered too.
    const [failed] = matchers(rule('VoltdeskBackupFailed').expr, 'job_name');
    expect(failed!.test('voltdesk-backup-pos-29411520')).toBe(true);
    expect(failed!.test('voltdesk-backup-pos-first')).toBe(true);
    expect(failed!.test('voltdesk-restore-pos-1')).toBe(false);
  });
});

describe('the off-site copies’ lifecycle rule', () => {
  it('keeps every database’s archives longer than the volume does, and then expires them', () => {
    const rule = (
      JSON.parse(readFileSync(path.join(K8S_DIR, 'config/backup-bucket-lifecycle.json'), 'utf8')) as {
        Rules: { Status: string; Filter: { Prefix: string }; Expiration: { Days: number } }[];
      }
    ).Rules[0]!;
    expect(rule.Status).toBe('Enabled');
    // The upload writes to <bucket>/<database>/<archive>: the prefix must cover every database.
    for (const s of services) expect(`${s.database}/`.startsWith(rule.Filter.Prefix)).toBe(true);
    for (const overlay of OVERLAYS) {
      const config = ofKind<{ metadata: { name: string }; data: Record<string, string> }>(
        rendered[overlay],
        'ConfigMap',
      ).find((c) => c.metadata.name === 'voltdesk-config')!;
      expect(rule.Expiration.Days).toBeGreaterThan(Number(config.data.BACKUP_RETENTION_DAYS));
    }
  });
});
