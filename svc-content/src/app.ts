import { timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import {
  createApp,
  ImageStore,
  InputValidator,
  mongoReadiness,
  RateLimiter,
  registerRoutes,
  UnauthenticatedError,
  type ReadinessCheck,
  type ServiceMetrics,
  type TokenVerifier,
} from '@voltdesk/service-kit';
import { bannerPageRoutes } from './banner-pages/routes';
import { BannerPageService } from './banner-pages/service';
import { cardRoutes } from './cards/routes';
import { CardService } from './cards/service';
import { chargeRoutes } from './charges/routes';
import { ChargeService } from './charges/service';
import { contactRoutes } from './contact/routes';
import { ContactService } from './contact/service';
import { landingRoutes } from './landing/routes';
import { LandingService } from './landing/service';
import type { ContentModels } from './models';
import { navbarRoutes } from './navbars/routes';
import { NavbarService } from './navbars/service';
import { newsletterRoutes } from './newsletter/routes';
import { NewsletterService } from './newsletter/service';
import { pageRoutes } from './pages/routes';
import { PageService } from './pages/service';
import { postRoutes } from './posts/routes';
import { PostService } from './posts/service';
import { servicePageRoutes } from './service-pages/routes';
import { ServicePageService } from './service-pages/service';
import { setupRoutes } from './setup/routes';
import { SetupService } from './setup/service';
import { ContentChanges } from './shared/changes';
import { systemClock, type Clock } from './shared/clock';
import { ReadCache } from './shared/read-cache';
import { imagesFrom } from './shared/uploads';
import { sitemapRoutes } from './sitemap/routes';
import { testimonialRoutes } from './testimonials/routes';
import { TestimonialService } from './testimonials/service';
import { SitemapService } from './sitemap/service';

export interface ContentAppDeps {
  conn: Connection;
  models: ContentModels;
  verifier: TokenVerifier;
  logger: Logger;
  metrics: ServiceMetrics;
  mediaDir: string;
  publicUrl: string;
  landingKey: string;
  doubleOptIn: boolean;
  landingCacheTtlMs: number;
  /** Public writes (newsletter sign-up, contact form) per client address per hour. */
  publicWriteLimitPerHour: number;
  readiness?: Record<string, ReadinessCheck>;
  clock?: Clock;
}

/** The feature services, wired once; the seed writes through these too, so its events are emitted. */
export function createContentServices(
  deps: Pick<ContentAppDeps, 'models' | 'mediaDir' | 'doubleOptIn' | 'clock'> & {
    publicUrl?: string;
    landingCacheTtlMs?: number;
  },
) {
  const { models } = deps;
  const clock = deps.clock ?? systemClock;
  const store = new ImageStore(deps.mediaDir, 'content');
  const images = imagesFrom(store);
  const changes = new ContentChanges();
  const cache = new ReadCache({ changes, clock, ttlMs: deps.landingCacheTtlMs ?? 30_000 });
  const setup = new SetupService({ setups: models.setups, images, changes, clock });
  const navbars = new NavbarService({ navbars: models.navbars, changes });
  const posts = new PostService({ posts: models.posts, images, changes, clock, cache });
  const cards = new CardService({ cards: models.cards, images, changes });
  const testimonials = new TestimonialService({ testimonials: models.testimonials, changes });
  const charges = new ChargeService({ charges: models.charges, changes });
  const pages = new PageService({ pages: models.pages, changes, cache });
  const bannerPages = new BannerPageService({ bannerPages: models.bannerPages, images, changes, cache });
  const servicePages = new ServicePageService({ servicePages: models.servicePages, images, changes, cache });
  const newsletter = new NewsletterService({
    subscribers: models.subscribers,
    newsletters: models.newsletters,
    clock,
    doubleOptIn: deps.doubleOptIn,
  });
  const contact = new ContactService({ contacts: models.contacts, clock });
  const landing = new LandingService({
    changes,
    clock,
    ttlMs: deps.landingCacheTtlMs ?? 30_000,
    sources: {
      singleSetups: () => setup.all(false),
      testimonials: async () =>
        (await testimonials.list(true)).map(({ id, name, text }) => ({ id, name, text })),
      cards: async () =>
        (await cards.list(true)).map(({ id, title, image, link }) => ({ id, title, image, link })),
      navbars: () => navbars.activeTree(),
      charge: async () => (await charges.list(true)).map(({ id, service, rate }) => ({ id, service, rate })),
    },
  });
  const sitemap = new SitemapService({
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
    sources: {
      pages: () => pages.activeSlugs(),
      posts: () => posts.activeSlugs(),
      services: () => servicePages.activeSlugs(),
      bannerPages: () => bannerPages.activeSlugs(),
    },
  });
  return {
    store,
    changes,
    cache,
    setup,
    navbars,
    posts,
    cards,
    testimonials,
    charges,
    pages,
    bannerPages,
    servicePages,
    newsletter,
    contact,
    landing,
    sitemap,
  };
}

export type ContentServices = ReturnType<typeof createContentServices>;

/** Compares the landing `key` header without leaking its length or content through timing. */
function landingKeyCheck(expected: string) {
  const want = Buffer.from(expected);
  return (ctx: Koa.Context) => {
    const got = Buffer.from(ctx.get('key'));
    if (got.length !== want.length || !timingSafeEqual(got, want)) throw new UnauthenticatedError();
  };
}

/** The svc-content Koa app (used by main and by the tests, which run it in-process). */
export function createContentApp(deps: ContentAppDeps): { app: Koa; services: ContentServices } {
  const services = createContentServices(deps);
  const validator = new InputValidator();
  const app = createApp({
    name: 'svc-content',
    logger: deps.logger,
    metrics: deps.metrics,
    readiness: deps.readiness ?? { mongo: mongoReadiness(deps.conn) },
    preBody: [
      services.store.middleware(),
      // Search engines ask for /sitemap.xml at the root; the Ingress sends it here unchanged.
      async (ctx, next) => {
        if (ctx.path === '/sitemap.xml') ctx.path = '/api/sitemap.xml';
        await next();
      },
    ],
  });
  // Rate limits key on the client address (`ctx.ip`): service-kit believes X-Forwarded-For only from
  // TRUSTED_PROXIES.
  const hour = 60 * 60_000;
  const newsletterLimiter = new RateLimiter(deps.conn, 'newsletter', deps.publicWriteLimitPerHour, hour);
  const contactLimiter = new RateLimiter(deps.conn, 'contact', deps.publicWriteLimitPerHour, hour);
  const { verifier } = deps;
  registerRoutes(app, {
    service: 'content',
    verifier,
    validator,
    keyCheck: landingKeyCheck(deps.landingKey),
    routes: [
      ...landingRoutes(services.landing),
      ...setupRoutes(services.setup, { validator, verifier }),
      ...navbarRoutes(services.navbars),
      ...postRoutes(services.posts, { verifier }),
      ...cardRoutes(services.cards, { verifier }),
      ...testimonialRoutes(services.testimonials, { verifier }),
      ...chargeRoutes(services.charges),
      ...pageRoutes(services.pages, { verifier }),
      ...bannerPageRoutes(services.bannerPages, { verifier }),
      ...servicePageRoutes(services.servicePages, { verifier }),
      ...newsletterRoutes(services.newsletter, { publicUrl: deps.publicUrl, limiter: newsletterLimiter }),
      ...contactRoutes(services.contact, { limiter: contactLimiter }),
      ...sitemapRoutes(services.sitemap),
    ],
  });
  return { app, services };
}
