import path from 'node:path';
import type { ServiceName } from '@voltdesk/contracts';

/** Folder of this workspace (infra/k8s) and of the repository. */
export const K8S_DIR = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(K8S_DIR, '../..');

/** Labels every object carries; `app.kubernetes.io/name` selects a workload's pods. */
export const PART_OF = 'voltdesk';
export const NAME_LABEL = 'app.kubernetes.io/name';
export const PART_OF_LABEL = 'app.kubernetes.io/part-of';
/** Pods allowed to reach the Kafka listener (Strimzi's listener `networkPolicyPeers`). */
export const KAFKA_CLIENT_LABEL = 'voltdesk.io/kafka-client';
/** Set on each MongoDB replica set's pods (through the operator's StatefulSet override). */
export const MONGO_LABEL = 'voltdesk.io/mongodb';

export const KAFKA_CLUSTER = 'voltdesk-kafka';
/** The TLS listener with SCRAM-SHA-512 authentication, the only one the brokers open to clients. */
export const KAFKA_PORT = 9093;
/** Strimzi names the bootstrap Service `<cluster>-kafka-bootstrap`. */
export const KAFKA_BOOTSTRAP = `${KAFKA_CLUSTER}-kafka-bootstrap:${KAFKA_PORT}`;
/** Strimzi's cluster CA certificate, which signs the brokers' certificates (`ca.crt`). */
export const KAFKA_CA_SECRET = `${KAFKA_CLUSTER}-cluster-ca-cert`;
export const KAFKA_CA_DIR = '/etc/voltdesk/kafka-ca';
export const MONGO_PORT = 27017;
/** The MongoDB agent's Prometheus endpoint. */
export const MONGO_METRICS_PORT = 9216;
/** Where a service (and the backup Jobs) find the CA that signed their replica set's certificates. */
export const MONGO_CA_DIR = '/etc/voltdesk/mongo-ca';
/** The Secret cert-manager writes for a replica set (`tls.crt`, `tls.key`, `ca.crt`). */
export const mongoTlsSecret = (service: ServiceName): string => `voltdesk-mongo-${service}-tls`;
/** The namespaces of the overlays: each replica set's certificate names its members in all of them. */
export const NAMESPACES = ['voltdesk', 'voltdesk-dev'] as const;
/** Priority class of the MongoDB and Kafka pods: evicted last, scheduled first. */
export const DATA_PRIORITY_CLASS = 'voltdesk-data';

/**
 * Where traces go (OpenTelemetry, off by default: the services send nothing while the overlay's
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is empty; the edge's Envoy traces a share of requests, see `src/edge.ts`).
 * One collector serves both: the services speak OTLP/HTTP to it, Envoy speaks OTLP/gRPC. Change this table
 * for another collector and regenerate; the services' egress policies and the edge's settings follow.
 */
export interface OtelCollector {
  /** Namespace of the collector (matched by `kubernetes.io/metadata.name`). */
  namespace: string;
  /** Its Service, so `http://<service>.<namespace>:<httpPort>` is the services' OTLP endpoint. */
  service: string;
  /** Labels of its pods, which the services' egress rule admits (the official Helm chart's label). */
  podLabels: Record<string, string>;
  /** OTLP/HTTP, what the services' exporter speaks (`@opentelemetry/exporter-trace-otlp-http`). */
  httpPort: number;
  /** OTLP/gRPC, what Envoy's OpenTelemetry tracer speaks. */
  grpcPort: number;
}

export const otelCollector: OtelCollector = {
  namespace: 'monitoring',
  service: 'otel-collector',
  podLabels: { 'app.kubernetes.io/name': 'opentelemetry-collector' },
  httpPort: 4318,
  grpcPort: 4317,
};

/**
 * The share of requests traced (0.1: one in ten): the edge's ratio sampler (Envoy Gateway's EnvoyProxy,
 * `src/edge.ts`) and the services' own root spans use it. Traces are for finding out how requests behave,
 * not for counting them (metrics do that); raise it for a short investigation, by this table.
 */
export const TRACE_SAMPLE_RATIO = 0.1;

/** Where the media volume is mounted; each service writes under `<MEDIA_DIR>/<service>/`. */
export const MEDIA_DIR = '/var/lib/voltdesk/media';
/** Non-secret settings that differ per environment (the overlays generate it). */
export const CONFIG_MAP = 'voltdesk-config';
/** `/app-config.json` and `/robots.txt` of the shell (the overlays generate it). */
export const WEB_PUBLIC_CONFIG_MAP = 'voltdesk-web-public';
export const WEB_PUBLIC_DIR = '/etc/voltdesk/public';
/** `/remotes.json` of the shell: which release of each remote it loads (the overlays generate it). */
export const REMOTES_CONFIG_MAP = 'voltdesk-remotes';
export const REMOTES_DIR = '/etc/voltdesk/remotes';

export interface EnvFromSecret {
  secret: string;
  key: string;
}
export interface EnvFromConfig {
  config: string;
  key: string;
}
export type EnvValue = string | EnvFromSecret | EnvFromConfig;

/** A Koa service: one Deployment, its database (a MongoDB replica set of its own) and its Secrets. */
export interface ServiceUnit {
  kind: 'service';
  name: `svc-${ServiceName}`;
  service: ServiceName;
  port: number;
  portVar: string;
  database: string;
  /** Uploaded files (`/media/<service>/`) on a ReadWriteMany volume of this size. */
  media?: string;
  /** Reaches svc-auth's JWKS to verify tokens. */
  jwks: boolean;
  /** Reaches an SMTP relay outside the cluster. */
  smtp: boolean;
  /**
   * Services it calls over HTTP inside the cluster, by their Service (svc-notify reads svc-content's media:
   * the logo it embeds, since no pod reaches PUBLIC_URL; and asks svc-pos for a customer link's document). The network policies open exactly these ports,
   * out of this unit and into the called one.
   */
  calls?: readonly ServiceName[];
  env: Record<string, EnvValue>;
  memoryLimit: string;
}

/** A front-end bundle: static files behind an unprivileged nginx. */
export interface WebUnit {
  kind: 'web';
  name: 'shell' | 'mfe-site' | 'mfe-cms' | 'mfe-pos';
  /** Module Federation remote name, served at `/remotes/<remote>/`; none for the shell (served at `/`). */
  remote?: 'site' | 'cms' | 'pos';
}

export type Unit = ServiceUnit | WebUnit;

/** The connection string the MongoDB operator writes for the service's database user. */
export const mongoUrlSecret = (service: ServiceName): EnvFromSecret => ({
  secret: `voltdesk-mongo-${service}`,
  key: 'connectionString.standard',
});

/**
 * The connection string the MongoDB operator writes for the backup (`backup` role) or restore (`restore`
 * role) user of the service's replica set, which the backup and restore Jobs read.
 */
export const mongoJobUrlSecret = (service: ServiceName, role: 'backup' | 'restore'): EnvFromSecret => ({
  secret: `voltdesk-mongo-${service}-${role}`,
  key: 'connectionString.standard',
});

const jwksUrl = 'http://svc-auth:4001/.well-known/jwks.json';
/** svc-content's Service (its name and port below), where svc-notify reads the media the logo is. */
const contentServiceUrl = 'http://svc-content:4002';
/**
 * svc-pos inside the cluster: svc-notify asks it for a customer link's document (the link's PDF), the
 * shell's render server for the same document (the link's page).
 */
const posServiceUrl = 'http://svc-pos:4003';
/** The business's one time zone, read by svc-auth, svc-pos and svc-notify (never two settings to keep equal). */
const businessTimeZone: EnvValue = { config: CONFIG_MAP, key: 'BUSINESS_TIME_ZONE' };

const common = (service: ServiceName): Record<string, EnvValue> => ({
  NODE_ENV: 'production',
  HOST: '0.0.0.0',
  LOG_LEVEL: { config: CONFIG_MAP, key: 'LOG_LEVEL' },
  MONGO_URL: mongoUrlSecret(service),
  MONGO_TLS_CA_FILE: `${MONGO_CA_DIR}/ca.crt`,
  // The pre-deploy migration Job builds the indexes (src/migrations.ts), not the serving pods.
  MONGO_INDEXES_AT_START: 'false',
  KAFKA_BROKERS: KAFKA_BOOTSTRAP,
  // TLS with SCRAM-SHA-512: the KafkaUser of the service; Strimzi's User Operator writes its password.
  KAFKA_SASL_MECHANISM: 'scram-sha-512',
  KAFKA_SASL_USERNAME: `svc-${service}`,
  KAFKA_SASL_PASSWORD: { secret: `svc-${service}`, key: 'password' },
  KAFKA_CA_FILE: `${KAFKA_CA_DIR}/ca.crt`,
  // Tracing is off while the overlay leaves this empty (see libs/service-kit/src/tracing).
  OTEL_EXPORTER_OTLP_ENDPOINT: { config: CONFIG_MAP, key: 'OTEL_EXPORTER_OTLP_ENDPOINT' },
  OTEL_SERVICE_NAME: `svc-${service}`,
  // A trace the edge started keeps the edge's decision; one a service starts itself (a consumed event
  // without a trace, a call that came in without one) is kept at the same ratio as the edge's.
  OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
  OTEL_TRACES_SAMPLER_ARG: String(TRACE_SAMPLE_RATIO),
  // Peers whose X-Forwarded-For is believed: the edge's Envoy pods. The network policies admit only the
  // edge (and Prometheus) to the service ports, so the pod network's range is safe here.
  TRUSTED_PROXIES: { config: CONFIG_MAP, key: 'TRUSTED_PROXIES' },
});

export const services: ServiceUnit[] = [
  {
    kind: 'service',
    name: 'svc-auth',
    service: 'auth',
    port: 4001,
    portVar: 'AUTH_PORT',
    database: 'voltdesk_auth',
    media: '5Gi',
    jwks: false,
    smtp: false,
    memoryLimit: '768Mi',
    env: {
      ...common('auth'),
      AUTH_PORT: '4001',
      MEDIA_DIR,
      JWT_TTL: { config: CONFIG_MAP, key: 'JWT_TTL' },
      BUSINESS_TIME_ZONE: businessTimeZone,
      // How the admin screens write dates (served with the zone by GET /api/businessClock).
      BUSINESS_LOCALE: { config: CONFIG_MAP, key: 'BUSINESS_LOCALE' },
      // Only used without JWT_PRIVATE_KEYS (never in production); kept off the read-only root filesystem.
      AUTH_KEYS_DIR: '/tmp/auth-keys',
      JWT_PRIVATE_KEYS: { secret: 'voltdesk-auth', key: 'JWT_PRIVATE_KEYS' },
      ADMIN_EMAIL: { secret: 'voltdesk-auth', key: 'ADMIN_EMAIL' },
      ADMIN_PASSWORD: { secret: 'voltdesk-auth', key: 'ADMIN_PASSWORD' },
    },
  },
  {
    kind: 'service',
    name: 'svc-content',
    service: 'content',
    port: 4002,
    portVar: 'CONTENT_PORT',
    database: 'voltdesk_content',
    media: '20Gi',
    jwks: true,
    smtp: false,
    memoryLimit: '512Mi',
    env: {
      ...common('content'),
      CONTENT_PORT: '4002',
      MEDIA_DIR,
      JWKS_URL: jwksUrl,
      PUBLIC_URL: { config: CONFIG_MAP, key: 'PUBLIC_URL' },
      NEWSLETTER_DOUBLE_OPT_IN: { config: CONFIG_MAP, key: 'NEWSLETTER_DOUBLE_OPT_IN' },
      LANDING_KEY: { secret: 'voltdesk-content', key: 'LANDING_KEY' },
    },
  },
  {
    kind: 'service',
    name: 'svc-pos',
    service: 'pos',
    port: 4003,
    portVar: 'POS_PORT',
    database: 'voltdesk_pos',
    // The photos of the site's job requests (leads).
    media: '5Gi',
    jwks: true,
    smtp: false,
    memoryLimit: '512Mi',
    env: {
      ...common('pos'),
      POS_PORT: '4003',
      MEDIA_DIR,
      JWKS_URL: jwksUrl,
      BUSINESS_TIME_ZONE: businessTimeZone,
      // Signs the customer links of mailed quotes and invoices; changing it ends every link out there.
      CUSTOMER_LINK_SECRET: { secret: 'voltdesk-pos', key: 'CUSTOMER_LINK_SECRET' },
      // Online card payment (Stripe Checkout): empty in the Secret, it is off. PUBLIC_URL is where
      // Checkout sends the customer back to the invoice page.
      STRIPE_SECRET_KEY: { secret: 'voltdesk-pos', key: 'STRIPE_SECRET_KEY' },
      STRIPE_WEBHOOK_SECRET: { secret: 'voltdesk-pos', key: 'STRIPE_WEBHOOK_SECRET' },
      PUBLIC_URL: { config: CONFIG_MAP, key: 'PUBLIC_URL' },
    },
  },
  {
    kind: 'service',
    name: 'svc-notify',
    service: 'notify',
    port: 4004,
    portVar: 'NOTIFY_PORT',
    database: 'voltdesk_notify',
    jwks: true,
    smtp: true,
    calls: ['content', 'pos'],
    memoryLimit: '512Mi',
    env: {
      ...common('notify'),
      NOTIFY_PORT: '4004',
      JWKS_URL: jwksUrl,
      PUBLIC_URL: { config: CONFIG_MAP, key: 'PUBLIC_URL' },
      CONTENT_MEDIA_URL: contentServiceUrl,
      POS_URL: posServiceUrl,
      MAIL_FROM: { config: CONFIG_MAP, key: 'MAIL_FROM' },
      BUSINESS_TIME_ZONE: businessTimeZone,
      NEWSLETTER_RATE: { config: CONFIG_MAP, key: 'NEWSLETTER_RATE' },
      SMTP_URL: { secret: 'voltdesk-notify', key: 'SMTP_URL' },
    },
  },
];

export const webs: WebUnit[] = [
  { kind: 'web', name: 'shell' },
  { kind: 'web', name: 'mfe-site', remote: 'site' },
  { kind: 'web', name: 'mfe-cms', remote: 'cms' },
  { kind: 'web', name: 'mfe-pos', remote: 'pos' },
];

export const units: Unit[] = [...services, ...webs];

export const WEB_PORT = 8080;

/**
 * The render server (infra/render, `node dist/main.mjs`): a second container in the shell's pod, whose
 * nginx proxies every public page to it on the pod's loopback and serves the plain index.html when it does
 * not answer (docs/decisions/0013-server-rendered-public-pages.md). In the shell's pod rather than a
 * Deployment of its own: no Service, no new ingress path, scaled and rolled out with the shell whose
 * index.html is its template; its only callers are that pod's nginx and the kubelet's probes.
 */
export const RENDER_CONTAINER = 'render';
export const RENDER_IMAGE = 'voltdesk/shell-render';
export const RENDER_PORT = 8081;
/** The site remote's nginx (its Service), where the render server reads the site's mf-manifest.json. */
export const SITE_ORIGIN = `http://mfe-site:${WEB_PORT}`;
export const renderEnv: Record<string, EnvValue> = {
  NODE_ENV: 'production',
  // Every interface: the kubelet probes the pod's address. The shell's NetworkPolicy admits only the nginx
  // port from outside the pod, so only the nginx beside it reaches this port.
  RENDER_HOST: '0.0.0.0',
  RENDER_PORT: String(RENDER_PORT),
  CONTENT_URL: contentServiceUrl,
  // A customer link's pages (/document, /portal?link=) are drawn from svc-pos's answer: a dead link is 404.
  POS_URL: posServiceUrl,
  // The image keeps the repository's layout (WORKDIR /app/infra/render): the shell's build is its template.
  SHELL_DIST: '../../shell/dist',
  APP_CONFIG_FILE: `${WEB_PUBLIC_DIR}/app-config.json`,
  REMOTES_FILE: `${REMOTES_DIR}/remotes.json`,
  SITE_ORIGIN,
  PAGE_CACHE_TTL_MS: '30000',
};
export const portOf = (unit: Unit): number => (unit.kind === 'service' ? unit.port : WEB_PORT);
export const serviceUnit = (service: ServiceName): ServiceUnit => {
  const unit = services.find((s) => s.service === service);
  if (!unit) throw new Error(`no deployable for service ${service}`);
  return unit;
};
/** The image a unit's Dockerfile builds; the overlays set the registry and tag (kustomize `images`). */
export const imageOf = (unit: Unit): string => `voltdesk/${unit.name}`;
export const BASE_IMAGE_TAG = '0.1.0';
