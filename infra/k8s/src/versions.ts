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
  strimzi: '1.0.1',
  /**
   * The Strimzi release whose CRDs `@kubernetes-models/strimzi-kafka-operator` is generated from. 1.0.1
   * changed no CRD (`git diff 1.0.0 1.0.1 -- packaging/install/cluster-operator` touches only the
   * operator's Deployment), so its schemas are 1.0.1's too.
   */
  strimziCrds: '1.0.0',
  /** Kafka run by that operator (KRaft): the newest 4.1 patch release Strimzi 1.0.1 supports (its `kafka-versions.yaml`). */
  kafka: '4.1.2',
  /**
   * MongoDB Controllers for Kubernetes (the `mongodb-kubernetes` Helm chart and operator image), which runs
   * the MongoDBCommunity resources (`mongodbcommunity.mongodb.com/v1`, served by every 1.x release);
   * `schemas/crds/mongodbcommunity-v1.yaml` is written for this release. 1.9.1 is the newest
   * `mongodb-kubernetes` entry of the chart repository's index (https://mongodb.github.io/helm-charts,
   * `index.yaml` of the `gh-pages` branch of mongodb/helm-charts) when it was pinned; the README says how
   * to check a version there before changing this.
   */
  mongodbOperator: '1.9.1',
  /** MongoDB server of every replica set (the 8.0 patch release the backup tools image below carries). */
  mongodb: '8.0.28',
  /**
   * Official image whose `mongodump`/`mongorestore` the backup and restore Jobs run (same version as the
   * server), by digest: the multi-platform index digest Docker Hub served for `mongo:8.0.28`, as recorded
   * by docker-library/repo-info (`repos/mongo/remote/8.0.28.md`, commit 05a154fe6714d09f0ce806727ff0733c483f3d09).
   * Check before changing it: `docker buildx imagetools inspect mongo:<version>` prints the index digest.
   */
  mongoTools: 'mongo:8.0.28@sha256:98605bfa1bb2a15dd82109e1d78ad31527a9a744909fab4606076fa71a0ae515',
  /**
   * rclone, which copies each backup archive to S3-compatible object storage (the upload container of the
   * backup Jobs), by digest: the multi-platform index digest of `ghcr.io/rclone/rclone:1.73.2` (rclone's
   * own registry on GitHub), as Renovate resolved it for randomcoww/homelab (`config_env.tf`, commit
   * 803d44ddefc76fee88d61e6561cc3cc4c8191d3b). Check before changing it: `docker buildx imagetools
   * inspect ghcr.io/rclone/rclone:<version>`. The restore drill runs Debian 12's rclone (1.60.1), which
   * has every option the upload script passes.
   */
  backupUpload:
    'ghcr.io/rclone/rclone:1.73.2@sha256:8a17d9b5cd5ce71bbb42e49e92ee83575d7fb03f6233d949d328e9d029b9376d',
  /** cert-manager, which issues the MongoDB TLS certificates (`cert-manager.io/v1`). */
  certManager: '1.18',
  /**
   * The Gateway API (standard channel) the edge uses (`gateway.networking.k8s.io/v1` Gateway and
   * HTTPRoute): the release Envoy Gateway below is built against and installs.
   */
  gatewayApi: '1.5.1',
  /** Envoy Gateway, the Gateway API implementation at the edge (Helm chart `oci://docker.io/envoyproxy/gateway-helm`). */
  envoyGateway: '1.8.3',
  /** External Secrets Operator, which writes the prod Secrets from the team's secret store (`external-secrets.io/v1`). */
  externalSecrets: '2.9.0',
  /** Node LTS of the service images and of CI (Node 20 reached end of life on 2026-04-30). */
  node: '22',
  nodeImage: 'node:22-bookworm-slim',
  nginxImage: 'nginxinc/nginx-unprivileged:1.28-alpine',
} as const;
