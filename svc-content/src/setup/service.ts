import {
  PRIVATE_SETUP_KEYS,
  SETUP_IMAGE_KEYS,
  SETUP_KEYS,
  type SetupKey,
  type SetupsView,
  type SiteDataRequest,
} from '@voltdesk/contracts';
import { ValidationError, updateWithEvents, type UploadedFile } from '@voltdesk/service-kit';
import type { ContentChanges } from '../shared/changes';
import type { Clock } from '../shared/clock';
import { contentEvent } from '../shared/events';
import type { Images } from '@voltdesk/service-kit';
import type { SetupModel } from './model';
import { serializeSetups, serializeSetupValue } from './serializer';

export interface SetupDeps {
  setups: SetupModel;
  images: Images;
  changes: ContentChanges;
  clock: Clock;
}

export function isSetupKey(key: unknown): key is SetupKey {
  return typeof key === 'string' && (SETUP_KEYS as readonly string[]).includes(key);
}

/** Setup entries: an upsert by key, each change emitted as `setup.changed {key, value}`. */
export class SetupService {
  constructor(private readonly deps: SetupDeps) {}

  /** The object keyed by setup key; private keys only for an admin. */
  async all(includePrivate: boolean): Promise<SetupsView> {
    const filter = includePrivate ? {} : { key: { $nin: [...PRIVATE_SETUP_KEYS] } };
    const docs = await this.deps.setups.find(filter, { key: 1, value: 1 }).lean();
    return serializeSetups(docs);
  }

  /**
   * Replaces the value of `key` (the fields of that key's schema, already validated) and its image.
   * @throws ValidationError `image` when the key has an image and neither an upload nor a stored one exists.
   */
  /** @returns `{ [key]: value }` as the API shows it. */
  async save(key: SetupKey, fields: Record<string, unknown>, file?: UploadedFile): Promise<SetupsView> {
    const value: Record<string, unknown> = { ...fields };
    delete value.key;
    if (key === 'bankInfo') {
      // Both spellings appear in the spec; one value is stored and shown under both names.
      value.sort_code = (value.sort_code || value.sort_name || '') as string;
      delete value.sort_name;
    }
    if (SETUP_IMAGE_KEYS.includes(key)) {
      const existing = await this.deps.setups.findOne({ key }, { value: 1 }).lean();
      const stored = existing?.value?.image as string | undefined;
      const image = await this.deps.images.take(file, 'image', {
        required: !stored,
        kinds: key === 'favicon' ? ['png', 'ico', 'gif', 'jpg', 'webp'] : undefined,
      });
      value.image = image ?? stored;
    } else if (file) {
      throw new ValidationError({ image: ['The image field is not allowed.'] });
    }
    await this.write(key, value);
    return serializeSetups([{ key, value }]);
  }

  /**
   * The site-settings modal: title/phone/email/address/map into `websiteData` (map is `google_map`), the
   * logo into `websiteLogo` and the favicon into `favicon`. Images are stored before anything is written,
   * so a bad file changes nothing.
   */
  async updateSiteData(body: SiteDataRequest, logo?: UploadedFile, favicon?: UploadedFile) {
    const logoUrl = await this.deps.images.take(logo, 'logo');
    const faviconUrl = await this.deps.images.take(favicon, 'favicon', {
      kinds: ['png', 'ico', 'gif', 'jpg', 'webp'],
    });
    const current = await this.deps.setups.findOne({ key: 'websiteData' }, { value: 1 }).lean();
    const websiteData: Record<string, unknown> = { ...(current?.value ?? {}), title: body.title };
    if (body.phone !== undefined) websiteData.phone = body.phone;
    if (body.email !== undefined) websiteData.email = body.email;
    if (body.address !== undefined) websiteData.address = body.address;
    if (body.map !== undefined) websiteData.google_map = body.map;
    await this.write('websiteData', websiteData);
    if (logoUrl) await this.write('websiteLogo', { image: logoUrl });
    if (faviconUrl) await this.write('favicon', { image: faviconUrl });
    return this.all(true);
  }

  private async write(key: SetupKey, value: Record<string, unknown>): Promise<void> {
    const now = this.deps.clock.now();
    const event = contentEvent('setup.changed', key, { key, value: serializeSetupValue(key, value) }, now);
    await this.deps.setups.updateOne({ key }, updateWithEvents({ $set: { value, updated_at: now } }, event), {
      upsert: true,
    });
    this.deps.changes.changed(`setup:${key}`);
  }
}
