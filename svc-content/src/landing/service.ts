import type { ImagesInfo, LandingView } from '@voltdesk/contracts';
import { createHash } from 'node:crypto';
import type { ContentChanges } from '../shared/changes';
import type { Clock } from '../shared/clock';

/** What the landing page shows, each part read by the feature that owns it (active records only). */
export type LandingSources = {
  [Part in Exclude<keyof LandingView, 'images'>]: () => Promise<LandingView[Part]>;
};

export interface LandingSnapshot {
  /** The whole response body, serialized and encoded once per cache fill. */
  body: Buffer;
  etag: string;
}

/**
 * The landing data, held in memory and rebuilt on the next request after any content write of this
 * instance (`ContentChanges`) or a content event from another replica (`invalidate()`); `ttlMs` bounds how
 * stale a replica can be for writes that have no event topic.
 */
export class LandingService {
  private cached: { snapshot: LandingSnapshot; at: number; generation: number } | undefined;
  private building: Promise<LandingSnapshot> | undefined;
  private generation = 0;

  constructor(
    private readonly deps: {
      sources: LandingSources;
      changes: ContentChanges;
      clock: Clock;
      ttlMs: number;
      /** Size and copies of the images `value` names (`ImageInfoReader.of`). */
      images?: (value: unknown) => Promise<ImagesInfo>;
    },
  ) {
    deps.changes.on(() => this.invalidate());
  }

  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
  }

  async snapshot(): Promise<LandingSnapshot> {
    const now = this.deps.clock.now().getTime();
    const hit = this.cached;
    if (
      hit &&
      hit.generation === this.generation &&
      (this.deps.ttlMs === 0 || now - hit.at < this.deps.ttlMs)
    ) {
      return hit.snapshot;
    }
    // Concurrent misses share one rebuild.
    this.building ??= this.build().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  private async build(): Promise<LandingSnapshot> {
    const generation = this.generation;
    const at = this.deps.clock.now().getTime();
    const { sources } = this.deps;
    const [singleSetups, testimonials, cards, navbars, charge] = await Promise.all([
      sources.singleSetups(),
      sources.testimonials(),
      sources.cards(),
      sources.navbars(),
      sources.charge(),
    ]);
    const data: LandingView = { singleSetups, testimonials, cards, navbars, charge };
    if (this.deps.images) {
      // The setup carries its own (as getSingleSetup's does), so pages read them from the setup alone.
      const [setupImages, images] = await Promise.all([
        this.deps.images(singleSetups),
        this.deps.images({ cards }),
      ]);
      data.singleSetups = { ...singleSetups, images: setupImages };
      data.images = images;
    }
    const body = Buffer.from(JSON.stringify({ data }));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const snapshot = { body, etag };
    // A write during the rebuild bumped the generation: serve this copy once, but do not keep it.
    if (generation === this.generation) this.cached = { snapshot, at, generation };
    return snapshot;
  }
}
