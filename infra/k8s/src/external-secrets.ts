import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { parseEnvFile } from './kustomize';
import { K8S_DIR, PART_OF, PART_OF_LABEL } from './units';

/**
 * Prod's Secrets from the team's secret store, through the External Secrets Operator
 * (`external-secrets.io/v1`): the values live in the store, not in a git-ignored folder of one checkout, so
 * an `apply -k` from any checkout (or a restore) leaves the JWT keys, the admin password and the database
 * passwords as they are. Generated, like the rest, from what the dev overlay generates from files: one
 * ExternalSecret per `secretGenerator` entry of `overlays/dev`, same Secret name, same keys (those of the
 * entry's example file in `secrets.example/`), each read from the store at `voltdesk/<Secret name>`, property
 * `<key>`. A Secret written by an operator (connection strings, Kafka users, certificates) is not here.
 */
export const EXTERNAL_SECRETS_FILE = 'overlays/prod/external-secrets.yaml';
export const SECRET_STORE = 'voltdesk';
/** The ServiceAccount the store authenticates to Vault as (Vault's Kubernetes auth method). */
export const STORE_SERVICE_ACCOUNT = 'voltdesk-external-secrets';
/** Where each Secret's values sit in the store: `<prefix>/<Secret name>`, one property per key. */
export const STORE_PREFIX = 'voltdesk';
/** How often the operator re-reads the store (a rotated value reaches the Secret within this). */
export const REFRESH_INTERVAL = '1h';

const labels = { [PART_OF_LABEL]: PART_OF };

interface Generator {
  name: string;
  envs?: string[];
  options?: { disableNameSuffixHash?: boolean };
}

/** The Secrets the dev overlay generates from files, with the keys of each one's example file. */
export function generatedSecrets(): { name: string; keys: string[] }[] {
  const dev = parse(readFileSync(path.join(K8S_DIR, 'overlays/dev/kustomization.yaml'), 'utf8')) as {
    secretGenerator?: Generator[];
  };
  return (dev.secretGenerator ?? []).map((g) => ({
    name: g.name,
    keys: (g.envs ?? []).flatMap((env) =>
      Object.keys(
        parseEnvFile(readFileSync(path.join(K8S_DIR, 'secrets.example', path.basename(env)), 'utf8')),
      ),
    ),
  }));
}

/**
 * The store: an example for HashiCorp Vault (KV version 2 at `secret/`, Kubernetes auth, role `voltdesk`).
 * Replace `provider` for another store (AWS Secrets Manager, Google Secret Manager, Azure Key Vault, ...);
 * the ExternalSecrets do not change as long as the store keeps `voltdesk/<Secret name>` with one property
 * per key.
 */
export const secretStore = () => ({
  apiVersion: 'external-secrets.io/v1',
  kind: 'SecretStore',
  metadata: { name: SECRET_STORE, labels },
  spec: {
    provider: {
      vault: {
        server: 'https://vault.example.com:8200',
        path: 'secret',
        version: 'v2',
        auth: {
          kubernetes: {
            mountPath: 'kubernetes',
            role: 'voltdesk',
            serviceAccountRef: { name: STORE_SERVICE_ACCOUNT },
          },
        },
      },
    },
  },
});

export const storeServiceAccount = () => ({
  apiVersion: 'v1',
  kind: 'ServiceAccount',
  metadata: { name: STORE_SERVICE_ACCOUNT, labels },
  // Only the External Secrets Operator uses it (to log in to Vault); no pod mounts its token.
  automountServiceAccountToken: false,
});

export const externalSecret = (secret: { name: string; keys: string[] }) => ({
  apiVersion: 'external-secrets.io/v1',
  kind: 'ExternalSecret',
  metadata: { name: secret.name, labels },
  spec: {
    refreshInterval: REFRESH_INTERVAL,
    secretStoreRef: { kind: 'SecretStore', name: SECRET_STORE },
    // The Secret is the operator's (deleted with the ExternalSecret); a failed refresh keeps the last
    // values rather than emptying a Secret the pods and the MongoDB operator read.
    target: { name: secret.name, creationPolicy: 'Owner', deletionPolicy: 'Retain' },
    data: secret.keys.map((key) => ({
      secretKey: key,
      remoteRef: { key: `${STORE_PREFIX}/${secret.name}`, property: key },
    })),
  },
});

/** The prod overlay's public URL (its `PUBLIC_URL` literal), which `/app-config.json` names. */
function prodPublicUrl(): string {
  const prod = parse(readFileSync(path.join(K8S_DIR, 'overlays/prod/kustomization.yaml'), 'utf8')) as {
    configMapGenerator?: { literals?: string[] }[];
  };
  const literal = prod.configMapGenerator
    ?.flatMap((g) => g.literals ?? [])
    .find((l) => l.startsWith('PUBLIC_URL='));
  if (!literal) throw new Error('the prod overlay sets no PUBLIC_URL');
  return literal.slice('PUBLIC_URL='.length);
}

/**
 * The shell's `/app-config.json` and `/robots.txt` (Secret `voltdesk-web-public`, mounted by the shell in
 * prod in place of the dev overlay's ConfigMap): the landing key comes from the same store entry as
 * svc-content's `LANDING_KEY`, so the two cannot differ.
 */
export const webPublic = () => ({
  apiVersion: 'external-secrets.io/v1',
  kind: 'ExternalSecret',
  metadata: { name: 'voltdesk-web-public', labels },
  spec: {
    refreshInterval: REFRESH_INTERVAL,
    secretStoreRef: { kind: 'SecretStore', name: SECRET_STORE },
    target: {
      name: 'voltdesk-web-public',
      creationPolicy: 'Owner',
      deletionPolicy: 'Retain',
      template: {
        engineVersion: 'v2',
        data: {
          'app-config.json': `{ "landingKey": {{ .landingKey | toJson }}, "publicUrl": ${JSON.stringify(prodPublicUrl())} }`,
          'robots.txt': readFileSync(path.join(K8S_DIR, 'overlays/prod/config/robots.txt'), 'utf8'),
        },
      },
    },
    data: [
      {
        secretKey: 'landingKey',
        remoteRef: { key: `${STORE_PREFIX}/voltdesk-content`, property: 'LANDING_KEY' },
      },
    ],
  },
});

export const externalSecrets = (): object[] => [
  storeServiceAccount(),
  secretStore(),
  ...generatedSecrets().map(externalSecret),
  webPublic(),
];
