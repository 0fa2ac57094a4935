import type { ICertificate } from '@kubernetes-models/cert-manager/cert-manager.io/v1/Certificate';
import type { IIssuer } from '@kubernetes-models/cert-manager/cert-manager.io/v1/Issuer';
import type { ServiceName } from '@voltdesk/contracts';
import { mongoTlsSecret, NAMESPACES, PART_OF, PART_OF_LABEL } from './units';

/**
 * The MongoDB certificates come from cert-manager: a self-signed root makes a namespace-local CA
 * (`voltdesk-ca`), which issues one certificate per replica set. cert-manager renews them before they
 * expire and the MongoDB operator rolls the members when the Secret changes. A cluster with its own
 * PKI replaces the `voltdesk-ca` Issuer (Vault, an enterprise CA) by a patch in the overlay.
 */
export const CA_ISSUER = 'voltdesk-ca';
const labels = { [PART_OF_LABEL]: PART_OF };

export const tlsIssuers = (): (IIssuer | ICertificate)[] => [
  {
    apiVersion: 'cert-manager.io/v1',
    kind: 'Issuer',
    metadata: { name: 'voltdesk-selfsigned', labels },
    spec: { selfSigned: {} },
  },
  {
    apiVersion: 'cert-manager.io/v1',
    kind: 'Certificate',
    metadata: { name: CA_ISSUER, labels },
    spec: {
      isCA: true,
      commonName: 'Voltdesk data-layer CA',
      secretName: CA_ISSUER,
      duration: '87600h',
      privateKey: { algorithm: 'ECDSA', size: 256 },
      issuerRef: { name: 'voltdesk-selfsigned', kind: 'Issuer', group: 'cert-manager.io' },
    },
  },
  {
    apiVersion: 'cert-manager.io/v1',
    kind: 'Issuer',
    metadata: { name: CA_ISSUER, labels },
    spec: { ca: { secretName: CA_ISSUER } },
  },
];

/**
 * The members' certificate. The operator names members `<rs>-<n>.<rs>-svc.<namespace>.svc.cluster.local`;
 * the namespace is the overlay's, so every overlay namespace is listed (kustomize cannot substitute it).
 */
export function mongoCertificate(service: ServiceName): ICertificate {
  const rs = `voltdesk-mongo-${service}`;
  return {
    apiVersion: 'cert-manager.io/v1',
    kind: 'Certificate',
    metadata: { name: mongoTlsSecret(service), labels },
    spec: {
      secretName: mongoTlsSecret(service),
      duration: '2160h',
      renewBefore: '360h',
      privateKey: { algorithm: 'ECDSA', size: 256, rotationPolicy: 'Always' },
      usages: ['server auth', 'client auth', 'digital signature', 'key encipherment'],
      dnsNames: [
        `*.${rs}-svc`,
        ...NAMESPACES.flatMap((ns) => [`*.${rs}-svc.${ns}.svc.cluster.local`, `*.${rs}-svc.${ns}.svc`]),
      ],
      issuerRef: { name: CA_ISSUER, kind: 'Issuer', group: 'cert-manager.io' },
    },
  };
}
