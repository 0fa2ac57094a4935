import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { dns, kafkaBrokerPods, mongoPodsOf, NODE_LOCAL_DNS } from '../src/network';
import { services, WEB_PORT, webs } from '../src/units';
import { ofKind, OVERLAYS, rendered } from './helpers';

describe.each(OVERLAYS)('security invariants of every workload (%s)', (overlay) => {
  const objects = rendered[overlay];
  const deployments = ofKind<IDeployment>(objects, 'Deployment');

  it('runs every pod as non-root with the RuntimeDefault seccomp profile and no API token', () => {
    expect(deployments).toHaveLength(8);
    for (const d of deployments) {
      const pod = d.spec!.template.spec!;
      expect([d.metadata?.name, pod.securityContext?.runAsNonRoot]).toEqual([d.metadata?.name, true]);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(pod.securityContext?.seccompProfile?.type).toBe('RuntimeDefault');
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(pod.hostNetwork ?? false).toBe(false);
      expect(pod.volumes?.some((v) => v.hostPath)).toBe(false);
    }
  });

  it('runs every container read-only, unprivileged, without capabilities, with resources and probes', () => {
    for (const d of deployments) {
      for (const c of [
        ...d.spec!.template.spec!.containers,
        ...(d.spec!.template.spec!.initContainers ?? []),
      ]) {
        const sc = c.securityContext ?? {};
        const label = `${d.metadata?.name}/${c.name}`;
        expect([
          label,
          sc.readOnlyRootFilesystem,
          sc.allowPrivilegeEscalation,
          sc.privileged ?? false,
        ]).toEqual([label, true, false, false]);
        expect(sc.runAsNonRoot).toBe(true);
        expect(sc.capabilities?.drop).toContain('ALL');
        expect(sc.capabilities?.add ?? []).toEqual([]);
        for (const r of ['cpu', 'memory']) {
          expect(c.resources?.requests?.[r]).toBeDefined();
          expect(c.resources?.limits?.[r]).toBeDefined();
        }
        expect(c.livenessProbe?.httpGet?.path).toBe('/healthz');
        expect(c.readinessProbe?.httpGet?.path).toBe('/readyz');
        // A pinned tag the overlay set, never a moving `latest`; in prod the digest beside it.
        expect(c.image).toMatch(/^[^:@]+\/[^:@]+:(?!latest(@|$))[\w.-]+(@sha256:[0-9a-f]{64})?$/);
        expect(c.volumeMounts?.find((m) => m.mountPath === '/tmp')).toBeDefined();
      }
    }
  });

  it('mounts the media volume at MEDIA_DIR of the services that hold media, and nowhere else', () => {
    for (const d of deployments) {
      const c = d.spec!.template.spec!.containers[0]!;
      const mediaDir = c.env?.find((e) => e.name === 'MEDIA_DIR')?.value;
      const mount = c.volumeMounts?.find((m) => m.name === 'media');
      expect(mount?.mountPath).toBe(mediaDir);
    }
    expect(
      deployments.filter((d) => d.spec!.template.spec!.volumes?.some((v) => v.persistentVolumeClaim)),
    ).toHaveLength(services.filter((s) => s.media).length);
  });

  it('has an autoscaler and a disruption budget for every workload', () => {
    const names = deployments.map((d) => d.metadata?.name).sort();
    expect(
      ofKind(objects, 'HorizontalPodAutoscaler')
        .map((h) => h.metadata.name)
        .sort(),
    ).toEqual(names);
    expect(
      ofKind(objects, 'PodDisruptionBudget')
        .map((h) => h.metadata.name)
        .filter((n) => !n.startsWith('voltdesk-mongo-'))
        .sort(),
    ).toEqual(names);
  });

  it('configures the services for containers: HOST=0.0.0.0, production, secrets from Secrets', () => {
    for (const s of services) {
      const c = deployments.find((d) => d.metadata?.name === s.name)!.spec!.template.spec!.containers[0]!;
      const env = Object.fromEntries((c.env ?? []).map((e) => [e.name, e]));
      expect(env.HOST?.value).toBe('0.0.0.0');
      expect(env.NODE_ENV?.value).toBe('production');
      expect(env[s.portVar]?.value).toBe(String(s.port));
      expect(env.MONGO_URL?.valueFrom?.secretKeyRef?.name).toBe(`voltdesk-mongo-${s.service}`);
      for (const secret of [
        'JWT_PRIVATE_KEYS',
        'ADMIN_PASSWORD',
        'ADMIN_EMAIL',
        'LANDING_KEY',
        'SMTP_URL',
        'MONGO_URL',
      ])
        if (env[secret]) expect(env[secret]?.valueFrom?.secretKeyRef).toBeDefined();
    }
  });
});

describe.each(OVERLAYS)('network policies (%s)', (overlay) => {
  const policies = ofKind<INetworkPolicy>(rendered[overlay], 'NetworkPolicy');
  const policyOf = (name: string) => policies.find((p) => p.metadata?.name === name)!;
  const egressPeers = (p: INetworkPolicy) => (p.spec?.egress ?? []).flatMap((r) => r.to ?? []);

  it('denies everything to and from the Voltdesk pods by default', () => {
    const deny = policyOf('voltdesk-default-deny');
    expect(deny.spec?.policyTypes).toEqual(['Ingress', 'Egress']);
    expect(deny.spec?.ingress).toBeUndefined();
    expect(deny.spec?.egress).toBeUndefined();
  });

  it('lets each service reach only its own database, Kafka, DNS, svc-auth (JWKS) and SMTP (notify)', () => {
    for (const s of services) {
      const peers = egressPeers(policyOf(s.name));
      const mongo = peers.filter((p) => p.podSelector?.matchLabels?.['voltdesk.io/mongodb']);
      expect(mongo.map((p) => p.podSelector?.matchLabels)).toEqual([mongoPodsOf(s.service)]);
      expect(
        peers.some((p) => JSON.stringify(p.podSelector?.matchLabels) === JSON.stringify(kafkaBrokerPods)),
      ).toBe(true);
      const toAuth = peers.some((p) => p.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'svc-auth');
      expect([s.name, toAuth]).toEqual([s.name, s.jwks]);
      // An address block other than NodeLocal DNSCache's is the public SMTP relays (notify only).
      const smtp = peers.some((p) => p.ipBlock && p.ipBlock.cidr !== `${NODE_LOCAL_DNS}/32`);
      expect([s.name, smtp]).toEqual([s.name, s.smtp]);
      const toServices = peers
        .map((p) => p.podSelector?.matchLabels?.['app.kubernetes.io/name'])
        .filter((name) => name?.startsWith('svc-') && name !== 'svc-auth');
      expect([s.name, toServices]).toEqual([s.name, (s.calls ?? []).map((c) => `svc-${c}`)]);
      expect(peers.some((p) => !p.podSelector && !p.ipBlock && !p.namespaceSelector)).toBe(false);
    }
  });

  it("lets traffic in only from the edge's Envoy pods, Prometheus (and the token verifiers into svc-auth)", () => {
    for (const p of policies.filter((x) => x.metadata?.name !== 'voltdesk-default-deny')) {
      for (const rule of p.spec?.ingress ?? []) {
        for (const peer of rule.from ?? []) {
          const namespace = peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'];
          const fromPod = peer.podSelector?.matchLabels;
          if (namespace === 'monitoring') expect(fromPod).toEqual({ 'app.kubernetes.io/name': 'prometheus' });
          else
            expect(
              namespace === 'envoy-gateway-system' || (namespace === undefined && fromPod !== undefined),
            ).toBe(true);
          expect(peer.ipBlock).toBeUndefined();
        }
      }
    }
    const authPeers = policyOf('svc-auth').spec!.ingress!.flatMap((r) => r.from ?? []);
    const callers = authPeers
      .filter((p) => !p.namespaceSelector)
      .map((p) => p.podSelector?.matchLabels?.['app.kubernetes.io/name'])
      .filter(Boolean);
    expect(callers.sort()).toEqual(
      services
        .filter((s) => s.jwks)
        .map((s) => s.name)
        .sort(),
    );
  });

  it('lets into each database only its own service, its Jobs, its members, and Prometheus on 9216', () => {
    for (const s of services) {
      const p = policyOf(`voltdesk-mongo-${s.service}`);
      expect(p.spec?.podSelector?.matchLabels).toEqual(mongoPodsOf(s.service));
      const [clients, metrics] = p.spec!.ingress!;
      expect(clients!.from!.map((x) => x.podSelector?.matchLabels)).toEqual([
        { 'app.kubernetes.io/name': s.name },
        { 'voltdesk.io/database-client': s.service },
        mongoPodsOf(s.service),
      ]);
      expect(clients!.ports).toEqual([{ protocol: 'TCP', port: 27017 }]);
      expect(metrics!.ports).toEqual([{ protocol: 'TCP', port: 9216 }]);
      expect(metrics!.from![0]!.namespaceSelector).toBeDefined();
    }
  });

  // Decision 0009: the shell's nginx asks svc-content whether a record page exists; every bundle's nginx
  // resolves svc-content's name at start. Nothing else leaves a front end.
  it("lets the front ends out to DNS, and the shell's pod to svc-content's, svc-pos's and the site's ports only", () => {
    const content = services.find((s) => s.service === 'content')!;
    const pos = services.find((s) => s.service === 'pos')!;
    for (const w of webs) {
      const rules = policyOf(w.name).spec?.egress ?? [];
      const expected: unknown[] = [dns];
      if (!w.remote)
        expected.push(
          {
            to: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'svc-content' } } }],
            ports: [{ protocol: 'TCP', port: content.port }],
          },
          // The render server reads the site remote's mf-manifest.json from its nginx.
          {
            to: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'mfe-site' } } }],
            ports: [{ protocol: 'TCP', port: WEB_PORT }],
          },
          // ...and a customer link's document from svc-pos (its POS_URL).
          {
            to: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'svc-pos' } } }],
            ports: [{ protocol: 'TCP', port: pos.port }],
          },
        );
      expect([w.name, rules]).toEqual([w.name, expected]);
    }
    const callers = policyOf('svc-content')
      .spec!.ingress!.flatMap((r) => r.from ?? [])
      .filter((p) => !p.namespaceSelector)
      .map((p) => p.podSelector?.matchLabels?.['app.kubernetes.io/name']);
    // The shell's nginx, and svc-notify for the logo (below).
    expect(callers.sort()).toEqual(['shell', 'svc-notify']);
    // svc-pos: the shell's render server (a customer link's page) and svc-notify (its PDF).
    const posCallers = policyOf('svc-pos')
      .spec!.ingress!.flatMap((r) => r.from ?? [])
      .filter((p) => !p.namespaceSelector)
      .map((p) => p.podSelector?.matchLabels?.['app.kubernetes.io/name']);
    expect(posCallers.sort()).toEqual(['shell', 'svc-notify']);
  });

  // No pod reaches PUBLIC_URL, so svc-notify reads the logo it embeds in mails and invoice PDFs
  // from svc-content's Service, and the policies open exactly that port, both ways.
  it("lets svc-notify read svc-content's media at the Service its CONTENT_MEDIA_URL names, and only there", () => {
    const service = ofKind<{ metadata: { name: string }; spec: { ports: Array<{ port: number }> } }>(
      rendered[overlay],
      'Service',
    ).find((x) => x.metadata.name === 'svc-content')!;
    const notify = ofKind<IDeployment>(rendered[overlay], 'Deployment').find(
      (d) => d.metadata?.name === 'svc-notify',
    )!;
    const env = notify.spec!.template.spec!.containers[0]!.env!;
    const mediaUrl = new URL(env.find((e) => e.name === 'CONTENT_MEDIA_URL')!.value!);
    expect(mediaUrl.origin).toBe(`http://svc-content:${service.spec.ports[0]!.port}`);
    const contentPods = { 'app.kubernetes.io/name': 'svc-content' };
    const content = services.find((s) => s.service === 'content')!;
    expect(Number(mediaUrl.port)).toBe(content.port);

    const out = (policyOf('svc-notify').spec?.egress ?? []).filter((r) =>
      (r.to ?? []).some((p) => p.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'svc-content'),
    );
    expect(out).toEqual([
      {
        to: [{ podSelector: { matchLabels: contentPods } }],
        ports: [{ protocol: 'TCP', port: content.port }],
      },
    ]);
    const into = (policyOf('svc-content').spec?.ingress ?? []).filter((r) =>
      (r.from ?? []).some((p) => p.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'svc-notify'),
    );
    expect(into).toEqual([
      {
        from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'svc-notify' } } }],
        ports: [{ protocol: 'TCP', port: content.port }],
      },
    ]);
  });

  it('lets the backup and migration Jobs reach DNS and their own database only', () => {
    const jobs = ofKind<{
      metadata: { name: string };
      spec: { template: { metadata: { labels: Record<string, string> } } };
    }>(rendered[overlay], 'Job');
    expect(jobs.map((j) => j.metadata.name).sort()).toEqual(services.map((s) => `${s.name}-migrate`).sort());
    for (const s of services) {
      const p = policyOf(`voltdesk-backup-${s.service}`);
      const mongo = egressPeers(p).filter((x) => x.podSelector?.matchLabels?.['voltdesk.io/mongodb']);
      expect(mongo.map((x) => x.podSelector?.matchLabels)).toEqual([mongoPodsOf(s.service)]);
      expect(p.spec?.ingress ?? []).toEqual([]);
    }
  });
});
