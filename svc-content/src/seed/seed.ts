import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SetupKey } from '@voltdesk/contracts';
import { InputValidator, type UploadedFile } from '@voltdesk/service-kit';
import type { ContentServices } from '../app';
import type { ContentModels } from '../models';
import * as data from './data';
import { gradientPng } from './images';

const SEED_AUTHOR = 'seed';
const DAY = 24 * 60 * 60_000;

const withTags = (blocks: ReadonlyArray<{ text: string; tag?: 'h' | 'p' | 'li'; link?: string }>) =>
  blocks.map((b) => ({ ...b, tag: b.tag ?? ('p' as const) }));

export interface SeedReport {
  created: Record<string, number>;
}

/** What each part of the seed needs: the services, the models, an uploaded image, the tally. */
interface Seeder {
  services: ContentServices;
  models: ContentModels;
  image: (spec: [number, number, string, string]) => Promise<UploadedFile>;
  count: (what: string) => void;
}

/** The site settings (texts and images), each key once. */
async function seedSetups(
  { services, models, image, count }: Seeder,
  validator: InputValidator,
): Promise<void> {
  const keys = new Set([...Object.keys(data.setupTexts), ...Object.keys(data.setupImages)]);
  for (const key of keys as Set<SetupKey>) {
    if (await models.setups.exists({ key })) continue;
    const fields = validator.validate<Record<string, unknown>>(`content.setup.${key}`, {
      key,
      ...(data.setupTexts[key] ?? {}),
    });
    const spec = data.setupImages[key];
    await services.setup.save(key, fields, spec ? await image(spec) : undefined);
    count('setup');
  }
}

/** Service pages and banner pages, with their blocks and images. */
async function seedBlockPages({ services, models, image, count }: Seeder): Promise<void> {
  for (const s of data.servicePages) {
    if (await models.servicePages.exists({ title: s.title })) continue;
    await services.servicePages.create(
      { title: s.title, sort_description: s.sort_description, json_data: withTags(s.blocks) },
      {
        em_image: await image([800, 500, ...s.colours]),
        banner_image: await image([1280, 360, ...s.colours]),
      },
    );
    count('service pages');
  }

  for (const b of data.bannerPages) {
    if (await models.bannerPages.exists({ title: b.title })) continue;
    const { colours, blocks, ...fields } = b;
    await services.bannerPages.create(
      { ...fields, json_data: withTags(blocks) },
      {
        em_image: await image([800, 500, ...colours]),
        banner_image: await image([1280, 360, colours[1], colours[0]]),
      },
    );
    count('banner pages');
  }
}

/** Blog posts, back-dated. */
async function seedPosts({ services, models, image, count }: Seeder): Promise<void> {
  for (const [i, p] of data.posts.entries()) {
    if (await models.posts.exists({ title: p.title })) continue;
    const post = await services.posts.create(
      { title: p.title, description: p.description },
      { image: await image([800, 450, ...p.colours]) },
      SEED_AUTHOR,
    );
    // Back-date the demo posts so the blog reads like a real one (newest first).
    await models.posts.updateOne(
      { _id: post.id },
      { $set: { written: new Date(Date.now() - p.daysAgo * DAY - i) } },
    );
    count('posts');
  }
}

/** Testimonials, cards, charges and pages. */
async function seedListings({ services, models, image, count }: Seeder): Promise<void> {
  for (const t of data.testimonials) {
    if (await models.testimonials.exists({ name: t.name })) continue;
    await services.testimonials.create(t);
    count('testimonials');
  }
  for (const c of data.cards) {
    if (await models.cards.exists({ title: c.title })) continue;
    await services.cards.create(
      { title: c.title, link: c.link },
      { image: await image([480, 320, ...c.colours]) },
    );
    count('cards');
  }
  for (const c of data.charges) {
    if (await models.charges.exists({ service: c.service })) continue;
    await services.charges.create(c);
    count('charges');
  }
  for (const p of data.pages) {
    if (await models.pages.exists({ name: p.name })) continue;
    await services.pages.create(p);
    count('pages');
  }
}

/**
 * Fills a believable demo site through the feature services (so setup events go through the outbox, and
 * rich text through the sanitizer). Idempotent: every record is looked up by its natural key first and
 * only missing ones are created, so running it again changes nothing.
 */
export async function seedContent(services: ContentServices, models: ContentModels): Promise<SeedReport> {
  const created: Record<string, number> = {};
  const count = (what: string) => {
    created[what] = (created[what] ?? 0) + 1;
  };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'voltdesk-seed-'));
  const upload = async (png: Buffer): Promise<UploadedFile> => {
    const filepath = path.join(dir, randomUUID());
    await writeFile(filepath, png);
    return { filepath, size: png.length, originalFilename: 'seed.png', mimetype: 'image/png' };
  };
  const image = (spec: [number, number, string, string]) => upload(gradientPng(...spec));
  const validator = new InputValidator();
  try {
    const seeder: Seeder = { services, models, image, count };
    await seedSetups(seeder, validator);
    await seedBlockPages(seeder);
    await seedNavbars(services, models, count);
    await seedPosts(seeder);
    await seedListings(seeder);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { created };
}

async function seedNavbars(services: ContentServices, models: ContentModels, count: (what: string) => void) {
  const top: Array<{
    name: string;
    link: string;
    priority: number;
    nav_active?: 0 | 1;
    useful_active?: 0 | 1;
    quick_active?: 0 | 1;
  }> = [
    { name: 'Home', link: '/', priority: 1, quick_active: 1 },
    { name: 'About', link: '/about', priority: 2, useful_active: 1 },
    { name: 'Services', link: '/services', priority: 3 },
    { name: 'Blog', link: '/blogs', priority: 4, useful_active: 1 },
    { name: 'Charges', link: '/charges', priority: 5, quick_active: 1 },
    { name: 'Contact', link: '/contact', priority: 6, quick_active: 1 },
    { name: 'Privacy Policy', link: '/p/privacy-policy', priority: 20, nav_active: 0, useful_active: 1 },
    {
      name: 'Terms and Conditions',
      link: '/p/terms-and-conditions',
      priority: 21,
      nav_active: 0,
      useful_active: 1,
    },
  ];
  for (const item of top) {
    if (await models.navbars.exists({ name: item.name, parentid: '0' })) continue;
    await services.navbars.create({ parentid: 0, nav_active: 1, useful_active: 0, quick_active: 0, ...item });
    count('navbars');
  }
  const parent = await models.navbars.findOne({ name: 'Services', parentid: '0' }, { _id: 1 }).lean();
  if (!parent) return;
  const children = await models.servicePages.find({}, { title: 1, slug: 1 }).sort({ _id: 1 }).lean();
  for (const [i, s] of children.entries()) {
    if (await models.navbars.exists({ name: s.title, parentid: String(parent._id) })) continue;
    await services.navbars.create({
      name: s.title,
      parentid: String(parent._id),
      link: `/service/${s.slug}`,
      priority: i + 1,
      nav_active: 1,
      useful_active: 0,
      quick_active: 0,
    });
    count('navbars');
  }
}
