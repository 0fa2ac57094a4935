import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  fileOf,
  RELEASE_INDEX_FILE,
  RELEASED_CRDS,
  RELEASED_DIR,
  type ReleaseIndex,
  type VendoredCrd,
} from '../src/schemas/released';
import { problemsOf, strictSchemaOf } from '../src/validate';
import { versions } from '../src/versions';

const vendored = (file: string) =>
  JSON.parse(readFileSync(path.join(RELEASED_DIR, file), 'utf8')) as VendoredCrd;
const index = JSON.parse(readFileSync(RELEASE_INDEX_FILE, 'utf8')) as ReleaseIndex;

describe('the released CRDs (schemas/released)', () => {
  it('are exactly the table in src/schemas/released.ts, at the releases src/versions.ts pins', () => {
    const files = readdirSync(RELEASED_DIR).filter((f) => f !== path.basename(RELEASE_INDEX_FILE));
    expect(files.sort()).toEqual(RELEASED_CRDS.map(fileOf).sort());
    for (const crd of RELEASED_CRDS) {
      const doc = vendored(fileOf(crd));
      expect(doc.source).toEqual({ ...crd, blob: expect.stringMatching(/^[0-9a-f]{40}$/) });
      expect(doc.$comment).toContain(`${crd.repository} ${crd.tag}`);
      expect(doc.version).toBe(crd.version);
    }
    const tags = new Set(RELEASED_CRDS.map((c) => c.tag));
    for (const tag of [
      `v${versions.gatewayApi}`,
      `v${versions.envoyGateway}`,
      `v${versions.externalSecrets}`,
      `mongodb-kubernetes-${versions.mongodbOperator}`,
    ])
      expect(tags).toContain(tag);
  });

  it.each(RELEASED_CRDS.map(fileOf))(
    '%s refuses an unknown field, as strict field validation does',
    (file) => {
      const crd = vendored(file);
      const base = {
        apiVersion: `${crd.group}/${crd.version}`,
        kind: crd.kind,
        metadata: { name: 'probe', namespace: crd.scope === 'Namespaced' ? 'voltdesk' : undefined },
      };
      const problems = problemsOf({ ...base, spec: { surelyNotAField: true } } as never);
      expect(problems.join('\n')).toMatch(/unknown field "surelyNotAField"/);
      // And the schema is closed all the way down where the CRD lists properties.
      const schema = strictSchemaOf(crd) as { properties: { spec: { additionalProperties?: unknown } } };
      expect(schema.properties.spec.additionalProperties).toBe(false);
    },
  );
});

describe('pinned releases exist', () => {
  it("pins a MongoDB operator release the chart repository's index lists", () => {
    const chart = index.mongodbKubernetesChart;
    expect(chart.source).toEqual(
      expect.objectContaining({ repository: 'mongodb/helm-charts', ref: 'gh-pages', file: 'index.yaml' }),
    );
    const entry = chart.entries.find((e) => e.version === versions.mongodbOperator);
    expect(entry).toEqual(
      expect.objectContaining({
        digest: expect.stringMatching(/^[0-9a-f]{64}$/),
        url: expect.stringContaining(`/mongodb-kubernetes-${versions.mongodbOperator}/`),
      }),
    );
    // The version the README named before was in no index.
    expect(chart.entries.map((e) => e.version)).not.toContain('1.14.0');
  });

  it('pins a Kafka patch release the pinned Strimzi release supports', () => {
    expect(index.strimziKafkaVersions.source.tag).toBe(versions.strimzi);
    expect(index.strimziKafkaVersions.supported).toContain(versions.kafka);
    // The newest patch of its minor line.
    const [major, minor] = versions.kafka.split('.');
    const line = index.strimziKafkaVersions.supported.filter((v) => v.startsWith(`${major}.${minor}.`));
    const newest = line.sort((a, b) => Number(a.split('.')[2]) - Number(b.split('.')[2])).at(-1);
    expect(newest).toBe(versions.kafka);
  });

  it('runs the backup tools by digest, at the server version', () => {
    expect(versions.mongoTools).toMatch(/^mongo:(\d+\.\d+\.\d+)@sha256:[0-9a-f]{64}$/);
    expect(versions.mongoTools).not.toMatch(/@sha256:0{64}$/);
    expect(versions.mongoTools.split(/[:@]/)[1]).toBe(versions.mongodb);
  });
});
