/**
 * Every version the manifests and images depend on, in one place (the README's "Versions" table quotes
 * it, and a test keeps the two in agreement). Change a pair together: Strimzi supports a short window of
 * Kafka versions per release, and the MongoDB tools image should match the server it dumps.
 */
export const versions = {
  /**
   * Strimzi cluster operator: 1.0.x serves `kafka.strimzi.io/v1` and supports Kafka 4.1.x. The tests
   * validate against the schemas of `@kubernetes-models/strimzi-kafka-operator`, generated from this
   * release's CRDs (a test checks the package names it).
   */
  strimzi: '1.0.0',
  /** Kafka run by that operator (KRaft); supported by Strimzi 0.48 to 1.0.x. */
  kafka: '4.1.0',
  /**
   * MongoDB Controllers for Kubernetes (the `mongodb-kubernetes` Helm chart and operator image), which runs
   * the MongoDBCommunity resources (`mongodbcommunity.mongodb.com/v1`, served by every 1.x release);
   * `schemas/crds/mongodbcommunity-v1.yaml` is written for this release.
   */
  mongodbOperator: '1.14.0',
  /** MongoDB server of every replica set. */
  mongodb: '8.0.10',
  /** Official image whose `mongodump`/`mongorestore` the backup and restore Jobs run (same major as the server). */
  mongoTools: 'mongo:8.0.10',
  /**
   * rclone, which copies each backup archive to S3-compatible object storage (the upload container of the
   * backup Jobs). Debian 12 ships the same release (`apt-get install rclone`), which the restore drill runs.
   */
  backupUpload: 'rclone/rclone:1.60.1',
  /** cert-manager, which issues the MongoDB TLS certificates (`cert-manager.io/v1`). */
  certManager: '1.18',
  /** Node LTS of the service images and of CI (Node 20 reached end of life on 2026-04-30). */
  node: '22',
  nodeImage: 'node:22-bookworm-slim',
  nginxImage: 'nginxinc/nginx-unprivileged:1.28-alpine',
} as const;
