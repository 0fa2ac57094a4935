import type { LogoSource } from './logo';
import type { Branding, SettingsStore } from './settings';

/**
 * The branding of a mail about to go: the site's settings, plus the logo's bytes when they can be read
 * from PUBLIC_URL/media, so `brandedMail` embeds the logo instead of linking it.
 */
export class MailBranding {
  constructor(
    private readonly settings: SettingsStore,
    private readonly logos: LogoSource,
  ) {}

  readonly forMail = async (): Promise<Branding> => {
    const branding = await this.settings.branding();
    const logo = await this.logos.load(branding.logoUrl);
    return logo ? { ...branding, logoImage: logo } : branding;
  };
}
