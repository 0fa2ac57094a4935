import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@voltdesk/service-kit';
import { UNPAID_INVOICE_SETUP_KEY } from '@voltdesk/contracts';

/** One setup entry as svc-content last published it (`setup.changed {key, value}`). */
export interface SettingDoc {
  _id: string;
  value: Record<string, unknown>;
  /** Time of the event that set it; an older event never overwrites a newer value. */
  event_time: Date;
}

const settingSchema = new Schema<SettingDoc>(
  { _id: String, value: { type: Schema.Types.Mixed, default: {} }, event_time: Date },
  { collection: 'settings', versionKey: false, minimize: false },
);

export function settingModel(conn: Connection): Model<SettingDoc> {
  return (
    (conn.models.Setting as Model<SettingDoc> | undefined) ?? conn.model<SettingDoc>('Setting', settingSchema)
  );
}

/** What every mail shows of the site. */
export interface Branding {
  title: string;
  /** Absolute URL, or null when no logo is set. */
  logoUrl: string | null;
  /**
   * The logo's bytes when they could be read (see `MailBranding`): the mail then carries the logo as an
   * inline attachment, so it shows where the client blocks remote images. Without them, the mail links it.
   */
  logoImage?: Buffer;
  email: string | null;
  phone: string | null;
  address: string | null;
  publicUrl: string;
}

/** The `unpiadInvoice` setting (spelled as the spec spells the key). */
export interface UnpaidSetting {
  email: string;
  minutes: number;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The settings projection. Reads are cached for a moment: a newsletter renders thousands of mails with the
 * same branding, and a changed setting reaching mails a second later is harmless.
 */
export class SettingsStore {
  readonly model: Model<SettingDoc>;
  private cache = new Map<string, { at: number; value: Record<string, unknown> | null }>();

  constructor(
    conn: Connection,
    private readonly publicUrl: string,
    private readonly cacheMs = 2000,
  ) {
    this.model = settingModel(conn);
  }

  /** Stores a setup entry; a replayed or out-of-date event (older than the stored one) changes nothing. */
  async apply(key: string, value: Record<string, unknown>, eventTime: Date): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: key, $or: [{ event_time: { $lte: eventTime } }, { event_time: null }] },
      { $set: { value, event_time: eventTime } },
    );
    let changed = res.matchedCount > 0;
    if (!changed) {
      try {
        // The raw collection types `_id` as ObjectId; ours is the setup key.
        await this.model.collection.insertOne({ _id: key, value, event_time: eventTime } as never);
        changed = true;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    this.cache.delete(key);
    return changed;
  }

  async get(key: string): Promise<Record<string, unknown> | null> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.cacheMs) return hit.value;
    const doc = await this.model.findById(key).lean<SettingDoc>();
    const value = doc?.value ?? null;
    this.cache.set(key, { at: Date.now(), value });
    return value;
  }

  /** The receiving e-mail and unpaid time, or null when either is missing or unusable. */
  async unpaid(): Promise<UnpaidSetting | null> {
    const v = await this.get(UNPAID_INVOICE_SETUP_KEY);
    const email = text(v?.email);
    const minutes = Number(v?.time);
    if (!email || !Number.isFinite(minutes) || minutes < 0) return null;
    return { email, minutes };
  }

  /**
   * `unpiadInvoice.customer_reminder_days`: remind customers this many days after an unpaid invoice's due
   * date; null when it is not set (off, the default).
   */
  async customerReminderDays(): Promise<number | null> {
    const days = Number((await this.get(UNPAID_INVOICE_SETUP_KEY))?.customer_reminder_days);
    return Number.isInteger(days) && days >= 1 ? days : null;
  }

  /** `bankInfo` as the invoice shows it (one sort code, whichever spelling was stored). */
  async bankInfo(): Promise<{
    holder_name?: string;
    ac_no?: string;
    sort_code?: string;
    bank_name?: string;
  }> {
    const v = await this.get('bankInfo');
    const pick = (key: string) => text(v?.[key]) ?? undefined;
    return {
      holder_name: pick('holder_name'),
      ac_no: pick('ac_no'),
      sort_code: pick('sort_code') ?? pick('sort_name'),
      bank_name: pick('bank_name'),
    };
  }

  async receivingEmail(): Promise<string | null> {
    return text((await this.get(UNPAID_INVOICE_SETUP_KEY))?.email);
  }

  async branding(): Promise<Branding> {
    const [site, logo] = await Promise.all([this.get('websiteData'), this.get('websiteLogo')]);
    const image = text(logo?.image);
    return {
      title: text(site?.title) ?? 'Voltdesk',
      logoUrl: image ? (/^https?:\/\//.test(image) ? image : `${this.publicUrl}${image}`) : null,
      email: text(site?.email),
      phone: text(site?.phone),
      address: text(site?.address),
      publicUrl: this.publicUrl,
    };
  }
}
