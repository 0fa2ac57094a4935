import { timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { contentEndpoints } from '@voltdesk/contracts';
import {
  createApp,
  ImageStore,
  InputValidator,
  mongoReadiness,
  RateLimiter,
  registerEndpoints,
  UnauthenticatedError,
  type ReadinessCheck,
  type ServiceMetrics,
  type TokenVerifier,
} from '@voltdesk/service-kit';
import { bannerPageHandlers } from './banner-pages/routes';
import { bannerPageService } from './banner-pages/service';
import { cardHandlers } from './cards/routes';
import { cardService } from './cards/service';
import { chargeHandlers } from './charges/routes';
import { chargeService } from './charges/service';
import { contactHandlers } from './contact/routes';
import { ContactService } from './contact/service';
import { landingHandlers } from './landing/routes';
import { mediaHandlers } from './media/routes';
import { ImageInfoReader } from './shared/image-info';
import { MediaService } from './media/service';
import { textPaths, type StoredRecord, type UsageSource } from './media/usage';
import { LandingService } from './landing/service';
import { publishable, type ContentModels } from './models';
import { navbarHandlers } from './navbars/routes';
import { NavbarService } from './navbars/service';
import { newsletterHandlers } from './newsletter/routes';
import { NewsletterService } from './newsletter/service';
import { pageHandlers } from './pages/routes';
import { pageService } from './pages/service';
import { postHandlers } from './posts/routes';
import { PostService } from './posts/service';
import { servicePageHandlers } from './service-pages/routes';
import { ServicePageService } from './service-pages/service';
import { setupHandlers } from './setup/routes';
import { SetupService } from './setup/service';
import { ContentChanges } from './shared/changes';
import { systemClock, type Clock } from './shared/clock';
import { nextPublishAt } from './shared/publication';
import { keepingRevisions, revisionHandlers } from './revisions/routes';
import { RevisionService } from './revisions/service';
import { ReadCache } from './shared/read-cache';
import { imagesFrom } from '@voltdesk/service-kit';
import { sitemapHandlers } from './sitemap/routes';
import { testimonialHandlers } from './testimonials/routes';
import { testimonialService } from './testimonials/service';
import { SitemapService } from './sitemap/service';
import { feedHandlers } from './feed/routes';
import { FeedService } from './feed/service';
import { publicPageHandlers } from './public-pages/routes';
import { PublicPageService } from './public-pages/service';

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
  const imageInfo = new ImageInfoReader(store);
  const changes = new ContentChanges();
  const cache = new ReadCache({
    changes,
    clock,
    ttlMs: deps.landingCacheTtlMs ?? 30_000,
    nextPublish: () => nextPublishAt(publishable(models), clock.now()),
  });
  const setup = new SetupService({ setups: models.setups, images, changes, clock });
  const crud = { images, changes, cache, clock };
  const navbars = new NavbarService({ navbars: models.navbars, changes });
  const posts = new PostService({ ...crud, posts: models.posts, clock });
  const cards = cardService({ ...crud, cards: models.cards });
  const testimonials = testimonialService({ ...crud, testimonials: models.testimonials });
  const charges = chargeService({ ...crud, charges: models.charges });
  const pages = pageService({ ...crud, pages: models.pages });
  const bannerPages = bannerPageService({ ...crud, bannerPages: models.bannerPages });
  const servicePages = new ServicePageService({ ...crud, servicePages: models.servicePages });
  const newsletter = new NewsletterService({
    subscribers: models.subscribers,
    newsletters: models.newsletters,
    clock,
    doubleOptIn: deps.doubleOptIn,
  });
  const contact = new ContactService({ contacts: models.contacts, clock });
  const revisions = revisionsOf(models, changes, clock);
  const media = new MediaService({
    store,
    images,
    media: models.media,
    clock,
    sources: mediaUsageSources(models),
  });
  // What the public reads are made from is also what the app hands out, so it is listed once.
  const sources = {
    clock,
    changes,
    imageInfo,
    setup,
    navbars,
    posts,
    cards,
    testimonials,
    charges,
    pages,
    bannerPages,
    servicePages,
  };
  return {
    store,
    cache,
    ...sources,
    newsletter,
    contact,
    ...createPublicReads(deps, sources),
    revisions,
    media,
  };
}

/** The revisions of the four kinds of record that keep them, each with the change it announces on restore. */
function revisionsOf(models: ContentAppDeps['models'], changes: ContentChanges, clock: Clock) {
  return new RevisionService({
    revisions: models.revisions,
    changes,
    clock,
    kinds: {
      post: { model: models.posts, changes: 'posts' },
      page: { model: models.pages, changes: 'pages' },
      'banner-page': { model: models.bannerPages, changes: 'banner-pages' },
      'service-page': { model: models.servicePages, changes: 'service-pages' },
    },
  });
}

type PublicReadSources = {
  clock: Clock;
  changes: ContentChanges;
  imageInfo: ImageInfoReader;
  setup: SetupService;
  navbars: NavbarService;
  posts: PostService;
  cards: ReturnType<typeof cardService>;
  testimonials: ReturnType<typeof testimonialService>;
  charges: ReturnType<typeof chargeService>;
  pages: ReturnType<typeof pageService>;
  bannerPages: ReturnType<typeof bannerPageService>;
  servicePages: ServicePageService;
};

/** What the public site reads across content kinds: the landing data, the sitemap, the feed, a page by path. */
function createPublicReads(
  deps: { publicUrl?: string; landingCacheTtlMs?: number },
  sources: PublicReadSources,
) {
  const { clock, changes, imageInfo, setup, navbars, posts, cards, testimonials, charges } = sources;
  const { pages, bannerPages, servicePages } = sources;
  const landing = new LandingService({
    changes,
    clock,
    ttlMs: deps.landingCacheTtlMs ?? 30_000,
    images: (data) => imageInfo.of(data),
    sources: {
      singleSetups: () => setup.all(false),
      testimonials: async () =>
        (await testimonials.active()).map(({ id, name, text }) => ({ id, name, text })),
      cards: async () =>
        (await cards.active()).map(({ id, title, image, link }) => ({ id, title, image, link })),
      navbars: () => navbars.activeTree(),
      charge: async () => (await charges.active()).map(({ id, service, rate }) => ({ id, service, rate })),
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
  const feed = new FeedService({
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
    sources: { posts: (count) => posts.latest(count), setup: () => setup.all(false) },
  });
  const publicPages = new PublicPageService({
    post: (slug) => posts.bySlug(slug, false),
    page: (slug) => pages.bySlug(slug, false),
    servicePage: (slug) => servicePages.bySlug(slug, false),
    bannerPage: (slug) => bannerPages.bySlug(slug, false),
  });
  return { landing, sitemap, feed, publicPages };
}

/**
 * Where the media library looks for an image's uses: every text field of the content lists (image
 * fields and rich text), the setup entries' images, and the revisions' snapshots, so deleting an image
 * never breaks a page nor a revision someone may restore.
 */
function mediaUsageSources(models: ContentModels): UsageSource[] {
  const titled = (r: StoredRecord) => ({
    id: String(r._id),
    title: String(r.title ?? r.name ?? r.subject ?? r.service ?? ''),
  });
  const lists: Array<[string, UsageSource['model']]> = [
    ['post', models.posts],
    ['page', models.pages],
    ['banner-page', models.bannerPages],
    ['service-page', models.servicePages],
    ['card', models.cards],
    ['testimonial', models.testimonials],
    ['newsletter', models.newsletters],
  ];
  const revised: Array<[string, UsageSource['model']]> = lists.slice(0, 4);
  return [
    ...lists.map(([kind, model]): UsageSource => ({ kind, model, describe: titled })),
    {
      kind: 'setup',
      model: models.setups,
      fields: ['value.image'],
      describe: (r) => ({ id: String(r.key), title: String(r.key) }),
    },
    {
      kind: 'revision',
      model: models.revisions,
      fields: [...new Set(revised.flatMap(([, model]) => textPaths(model.schema, 'snapshot.')))],
      describe: (r) => {
        const snapshot = (r.snapshot ?? {}) as Record<string, unknown>;
        return {
          id: String(r.record_id),
          title: `${String(r.kind)} "${String(snapshot.title ?? snapshot.name ?? '')}"`,
        };
      },
    },
  ];
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

/**
 * The svc-content Koa app (used by main and by the tests, which run it in-process): given the models, it
 * builds the services, then registers one handler per endpoint of the contract.
 */
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
      // Search engines ask for /sitemap.xml and feed readers for /rss.xml at the root; the Ingress sends
      // them here unchanged.
      async (ctx, next) => {
        if (ctx.path === '/sitemap.xml') ctx.path = '/api/sitemap.xml';
        else if (ctx.path === '/rss.xml') ctx.path = '/api/rss.xml';
        await next();
      },
    ],
  });
  // Rate limits key on the client address (`ctx.ip`): service-kit believes X-Forwarded-For only from
  // TRUSTED_PROXIES.
  const hour = 60 * 60_000;
  const newsletterLimiter = new RateLimiter(deps.conn, 'newsletter', deps.publicWriteLimitPerHour, hour);
  const contactLimiter = new RateLimiter(deps.conn, 'contact', deps.publicWriteLimitPerHour, hour);
  registerEndpoints(app, {
    service: 'content',
    endpoints: contentEndpoints,
    verifier: deps.verifier,
    validator,
    keyCheck: landingKeyCheck(deps.landingKey),
    idempotency: deps.models.idempotency,
    handlers: {
      ...landingHandlers(services.landing),
      ...setupHandlers(services.setup, { validator, images: services.imageInfo }),
      ...navbarHandlers(services.navbars),
      ...keepingRevisions(postHandlers(services.posts, services.imageInfo), services.revisions, 'post', {
        create: 'createPost',
        update: 'updatePost',
        remove: 'deletePost',
      }),
      ...cardHandlers(services.cards),
      ...testimonialHandlers(services.testimonials),
      ...chargeHandlers(services.charges),
      ...keepingRevisions(pageHandlers(services.pages), services.revisions, 'page', {
        create: 'createPage',
        update: 'updatePage',
        remove: 'deletePage',
      }),
      ...keepingRevisions(
        bannerPageHandlers(services.bannerPages, services.imageInfo),
        services.revisions,
        'banner-page',
        {
          create: 'createBannerPage',
          update: 'updateBannerPage',
          remove: 'deleteBannerPage',
        },
      ),
      ...keepingRevisions(
        servicePageHandlers(services.servicePages, services.imageInfo),
        services.revisions,
        'service-page',
        {
          create: 'createServicePage',
          update: 'updateServicePage',
          remove: 'deleteServicePage',
        },
      ),
      ...revisionHandlers(services.revisions),
      ...mediaHandlers(services.media),
      ...newsletterHandlers(services.newsletter, { publicUrl: deps.publicUrl, limiter: newsletterLimiter }),
      ...contactHandlers(services.contact, { limiter: contactLimiter }),
      ...sitemapHandlers(services.sitemap),
      ...feedHandlers(services.feed),
      ...publicPageHandlers(services.publicPages),
    },
  });
  return { app, services };
}
