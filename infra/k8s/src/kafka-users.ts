import { ASYNCAPI_FILE, contractTopics } from './data';
import { KAFKA_CLUSTER, PART_OF, PART_OF_LABEL, services } from './units';

interface Acl {
  resource: { type: 'topic' | 'group'; name: string; patternType: 'literal' | 'prefix' };
  operations: string[];
  host: '*';
}

/**
 * One KafkaUser per service (SCRAM-SHA-512; Strimzi's User Operator writes its password into the Secret
 * of the same name), allowed exactly what the AsyncAPI contract says the service does:
 * - Write and Describe on each topic it produces (`x-producer`);
 * - Read and Describe on each topic it consumes (`x-consumers`), and Read and Describe on the consumer
 *   groups named after it (`svc-notify`, `svc-pos-denylist-<uuid>`, `svc-content-cache-<uuid>`: prefix).
 * Anything else (another service's topics, creating topics, cluster operations) is refused.
 */
export function kafkaUsers(file = ASYNCAPI_FILE): object[] {
  const topics = contractTopics(file);
  return services.map((unit) => {
    const acls: Acl[] = [];
    const topicAcl = (name: string, operations: string[]): Acl => ({
      resource: { type: 'topic', name, patternType: 'literal' },
      operations,
      host: '*',
    });
    for (const t of topics.filter((x) => x.producers.includes(unit.name)))
      acls.push(topicAcl(t.topic, ['Write', 'Describe']));
    const consumed = topics.filter((x) => x.consumers.includes(unit.name));
    for (const t of consumed) acls.push(topicAcl(t.topic, ['Read', 'Describe']));
    if (consumed.length)
      acls.push({
        resource: { type: 'group', name: unit.name, patternType: 'prefix' },
        operations: ['Read', 'Describe'],
        host: '*',
      });
    return {
      apiVersion: 'kafka.strimzi.io/v1',
      kind: 'KafkaUser',
      metadata: {
        name: unit.name,
        labels: { 'strimzi.io/cluster': KAFKA_CLUSTER, [PART_OF_LABEL]: PART_OF },
      },
      spec: {
        authentication: { type: 'scram-sha-512' },
        authorization: { type: 'simple', acls },
      },
    };
  });
}
