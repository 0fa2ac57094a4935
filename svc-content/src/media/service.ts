import type { ListQuery, MediaView, MediaUpdateRequest } from '@voltdesk/contracts';
import {
  ConflictError,
  NotFoundError,
  pageOf,
  type ImageStore,
  type Images,
  type Page,
  type StoredFile,
  type UploadedFile,
} from '@voltdesk/service-kit';
import type { Clock } from '../shared/clock';
import type { MediaModel } from './model';
import { findUses, type UsageSource } from './usage';

export interface MediaServiceDeps {
  /** The image store every content form saves to: the library lists, describes and deletes its files. */
  store: ImageStore;
  /** The same upload checks as every form's image (real type from the bytes, size, pixels). */
  images: Images;
  media: MediaModel;
  /** Where images are used (posts, pages, setups, revisions...), wired by the app. */
  sources: readonly UsageSource[];
  clock: Clock;
}

/** The media library: the content images, their alt texts and where they are used. */
export class MediaService {
  constructor(private readonly deps: MediaServiceDeps) {}

  /** A page of the images, newest first; `search` matches file names and alt texts. */
  async list(query: ListQuery): Promise<Page<MediaView>> {
    const [files, alts] = await Promise.all([this.deps.store.list(), this.alts()]);
    files.sort((a, b) => b.storedAt.getTime() - a.storedAt.getTime() || a.name.localeCompare(b.name));
    const page = pageOf(files, query, (f) => [f.name, alts.get(f.name) ?? '']);
    return { items: await this.views(page.items, alts), meta: page.meta };
  }

  /**
   * Stores the `image` upload with its alt text. The same image uploaded again is one entry: a new alt
   * text replaces the stored one, an empty one keeps it.
   */
  async upload(file: UploadedFile | undefined, alt: string): Promise<MediaView> {
    const url = await this.deps.images.take(file, 'image', { required: true });
    const name = (url ?? '').slice(this.deps.store.urlPrefix.length);
    if (alt.trim()) await this.saveAlt(name, alt);
    else {
      await this.deps.media.updateOne(
        { file: name },
        { $setOnInsert: { alt: '', updated_at: this.deps.clock.now() } },
        { upsert: true },
      );
    }
    return this.one(name);
  }

  async updateAlt(body: MediaUpdateRequest): Promise<MediaView> {
    if (!(await this.deps.store.describe(body.file))) throw new NotFoundError();
    await this.saveAlt(body.file, body.alt);
    return this.one(body.file);
  }

  /**
   * Deletes an image no record shows.
   * @throws ConflictError (409) naming the records that show it, so the editor knows where to look.
   */
  async remove(file: string): Promise<void> {
    if (!(await this.deps.store.describe(file))) throw new NotFoundError();
    const uses = (await findUses(this.deps.sources, [file])).get(file) ?? [];
    if (uses.length > 0) {
      const names = uses.map((u) => `${u.kind} "${u.title}"`).join(', ');
      throw new ConflictError(`This image is still used by ${names}. Remove it there first.`);
    }
    await this.deps.store.remove(file);
    await this.deps.media.deleteOne({ file });
  }

  private async one(name: string): Promise<MediaView> {
    const [view] = await this.views([{ name }], await this.alts([name]));
    if (!view) throw new NotFoundError();
    return view;
  }

  private async views(files: ReadonlyArray<Pick<StoredFile, 'name'>>, alts: Map<string, string>) {
    const names = files.map((f) => f.name);
    const [described, uses] = await Promise.all([
      Promise.all(names.map((n) => this.deps.store.describe(n))),
      findUses(this.deps.sources, names),
    ]);
    return described.flatMap((image): MediaView[] =>
      image
        ? [
            {
              file: image.name,
              url: image.url,
              type: image.type,
              size: image.bytes,
              width: image.width,
              height: image.height,
              alt: alts.get(image.name) ?? '',
              uploaded_at: image.storedAt.toISOString(),
              used_by: uses.get(image.name) ?? [],
            },
          ]
        : [],
    );
  }

  private async alts(files?: readonly string[]): Promise<Map<string, string>> {
    const docs = await this.deps.media.find(files ? { file: { $in: files } } : {}).lean();
    return new Map(docs.map((d) => [d.file, d.alt]));
  }

  private async saveAlt(file: string, alt: string): Promise<void> {
    await this.deps.media.updateOne(
      { file },
      { $set: { alt: alt.trim(), updated_at: this.deps.clock.now() } },
      { upsert: true },
    );
  }
}
