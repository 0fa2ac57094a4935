import { unmountedFiles, workloadContainers } from '../src/pods';
import { OVERLAYS, rendered } from './helpers';

describe('every *_FILE variable points into one of its container’s mounts', () => {
  it.each(OVERLAYS)('in the %s overlay', (overlay) => {
    const containers = workloadContainers(rendered[overlay]);
    // Services, migration Jobs and the backup CronJobs all carry a file variable or a mount.
    expect(containers.filter((c) => c.kind === 'Job').length).toBeGreaterThanOrEqual(4);
    const problems = containers.flatMap((c) =>
      unmountedFiles(c.container).map((p) => `${c.kind} ${c.workload}/${c.container.name}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('catches a file variable outside every mount', () => {
    expect(
      unmountedFiles({
        name: 'migrate',
        env: [
          { name: 'KAFKA_CA_FILE', value: '/etc/voltdesk/kafka-ca/ca.crt' },
          { name: 'MONGO_TLS_CA_FILE', value: '/etc/voltdesk/mongo-ca/ca.crt' },
        ],
        volumeMounts: [
          { name: 'mongo-ca', mountPath: '/etc/voltdesk/mongo-ca' },
          // A mount whose path merely starts like the file's folder does not hold it.
          { name: 'kafka', mountPath: '/etc/voltdesk/kafka' },
        ],
      }),
    ).toEqual(['KAFKA_CA_FILE=/etc/voltdesk/kafka-ca/ca.crt']);
  });
});
