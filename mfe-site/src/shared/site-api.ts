import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@voltdesk/app-core';
import type { PageMeta, SuccessBody } from '@voltdesk/contracts';

/**
 * The public calls of svc-content the site reads (docs/architecture.md section 3, spec section 7), injected into
 * the shell's one RTK Query api at import time. Endpoint names carry a `site` prefix so they can never
 * collide with what an admin remote injects for the same paths (`overrideExisting: false` would keep the
 * first one silently).
 *
 * Every answer is normalised here: a field the company has not filled is `undefined` (never `null` or
 * ''), lists are always arrays, so the screens only decide between "shown" and "empty state".
 */

/** `/app-config.json`, served by the gateway (the landing key and the public URL for canonical links). */
export interface AppConfig {
  landingKey: string | null;
  publicUrl: string | null;
}

export interface ImageValue {
  image?: string;
  title?: string;
}

export interface SiteSetup {
  websiteData?: {
    title?: string;
    email?: string;
    phone?: string;
    phone_two?: string;
    address?: string;
    service_area?: string;
    google_map?: string;
  };
  websiteLogo?: ImageValue;
  favicon?: ImageValue;
  sliderImage?: ImageValue;
  letBanner?: { title?: string; description?: string; link?: string; image?: string };
  rightBanner?: {
    special_title?: string;
    title?: string;
    description?: string;
    link?: string;
    image?: string;
    timeIconText?: string;
    serviceIconText?: string;
    batchIconText?: string;
  };
  contactData?: ImageValue;
  newsLetter?: { title?: string; description?: string };
  qrCode?: ImageValue;
  socialLink?: { facebook?: string; instagram?: string; twitter?: string; youtube?: string };
  mainBanner?: { title?: string; description?: string };
  charge_page_text?: { title?: string; description?: string; special_description?: string };
  charge_top_image?: ImageValue;
  charge_middle_image?: ImageValue;
  charge_bottom_image?: ImageValue;
  chargeBg?: ImageValue;
  banner_page_image?: ImageValue;
  service_page_image?: ImageValue;
}

export interface NavItem {
  id: string;
  name: string;
  link?: string;
  priority: number;
  nav_active: boolean;
  useful_active: boolean;
  quick_active: boolean;
  active: boolean;
  children: NavItem[];
}

export interface Testimonial {
  id: string;
  name?: string;
  text?: string;
}

export interface Card {
  id: string;
  title?: string;
  link?: string;
  image?: string;
}

export interface Charge {
  id: string;
  service?: string;
  rate?: string | number;
}

export interface LandingData {
  singleSetups: SiteSetup;
  testimonials: Testimonial[];
  cards: Card[];
  navbars: NavItem[];
  charge: Charge[];
}

export interface PostSummary {
  id: string;
  title?: string;
  slug: string;
  excerpt?: string;
  image?: string;
  written?: string;
}

export interface PostList {
  posts: PostSummary[];
  meta: PageMeta;
}

export interface Post extends PostSummary {
  description?: string;
}

export type BlockTag = 'h' | 'p' | 'li';

export interface Block {
  text: string;
  tag: BlockTag;
  link?: string;
  serial: number;
}

export interface ServiceSummary {
  id: string;
  title?: string;
  slug: string;
  sort_description?: string;
  em_image?: string;
}

export interface ServicePage extends ServiceSummary {
  banner_image?: string;
  json_data: Block[];
}

export interface BannerPage extends ServiceSummary {
  banner_title?: string;
  banner_description?: string;
  banner_image?: string;
  json_data: Block[];
}

export interface FreePage {
  id: string;
  name?: string;
  description?: string;
  active: boolean;
}

export interface NewsletterRequest {
  name: string;
  email: string;
}

export interface ContactRequest {
  name: string;
  email: string;
  phone: string;
  message: string;
}

type Loose = Record<string, unknown>;

function isRecord(v: unknown): v is Loose {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A filled-in string, trimmed; anything else (null, '', numbers of the wrong kind) is undefined. */
export function str(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t && t !== 'null' && t !== 'undefined' ? t : undefined;
}

function list(v: unknown): Loose[] {
  return Array.isArray(v) ? v.filter(isRecord) : [];
}

function id(v: Loose): string {
  return str(v.id) ?? str(v._id) ?? '';
}

function flag(v: unknown): boolean {
  return v === 1 || v === true || v === '1';
}

/** Each setup value becomes an object of filled-in strings only; keys without any value are dropped. */
export function normalizeSetup(raw: unknown): SiteSetup {
  const out: Record<string, Record<string, string>> = {};
  if (!isRecord(raw)) return {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isRecord(value)) continue;
    const clean: Record<string, string> = {};
    for (const [field, v] of Object.entries(value)) {
      const s = str(v);
      if (s !== undefined) clean[field] = s;
    }
    if (Object.keys(clean).length) out[key] = clean;
  }
  return out as SiteSetup;
}

function normalizeNav(raw: Loose): NavItem {
  const priority = Number(raw.priority);
  return {
    id: id(raw),
    name: str(raw.name) ?? '',
    link: str(raw.link),
    priority: Number.isFinite(priority) ? priority : 0,
    nav_active: flag(raw.nav_active),
    useful_active: flag(raw.useful_active),
    quick_active: flag(raw.quick_active),
    // Public reads return active records only; an item without a status is taken as active.
    active: raw.status === undefined || flag(raw.status),
    children: sortNav(list(raw.children).map(normalizeNav)),
  };
}

function sortNav(items: NavItem[]): NavItem[] {
  return items.filter((i) => i.name && i.active).sort((a, b) => a.priority - b.priority);
}

export function normalizeLanding(raw: unknown): LandingData {
  const d = isRecord(raw) ? raw : {};
  return {
    singleSetups: normalizeSetup(d.singleSetups),
    testimonials: list(d.testimonials)
      .map((t) => ({ id: id(t), name: str(t.name), text: str(t.text) }))
      .filter((t) => t.text),
    cards: list(d.cards)
      .map((c) => ({ id: id(c), title: str(c.title), link: str(c.link), image: str(c.image) }))
      .filter((c) => c.title || c.image),
    navbars: sortNav(list(d.navbars).map(normalizeNav)),
    charge: list(d.charge)
      .map((c) => ({ id: id(c), service: str(c.service), rate: str(c.rate) }))
      .filter((c) => c.service),
  };
}

/** json_data may arrive as an array or (from a multipart save) as its JSON text. Sorted by serial. */
export function normalizeBlocks(raw: unknown): Block[] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = [];
    }
  }
  return list(value)
    .map((b, index) => {
      const tag = b.tag === 'h' || b.tag === 'li' ? b.tag : 'p';
      const serial = Number(b.serial);
      return {
        text: str(b.text) ?? '',
        tag,
        link: str(b.link),
        serial: Number.isFinite(serial) ? serial : index + 1,
      };
    })
    .filter((b) => b.text)
    .sort((a, b) => a.serial - b.serial) as Block[];
}

function normalizeServiceSummary(s: Loose): ServiceSummary {
  return {
    id: id(s),
    title: str(s.title),
    slug: str(s.slug) ?? '',
    sort_description: str(s.sort_description),
    em_image: str(s.em_image),
  };
}

function normalizePostSummary(p: Loose): PostSummary {
  return {
    id: id(p),
    title: str(p.title),
    slug: str(p.slug) ?? '',
    excerpt: str(p.excerpt) ?? str(p.description),
    image: str(p.image),
    written: str(p.written),
  };
}

/** The envelope's `data`; a bare body (some reads answer the record itself) is taken as is. */
const dataOf = (body: unknown): unknown => (isRecord(body) && 'data' in body ? body.data : body);

async function readAppConfig(): Promise<{ data: AppConfig } | { error: FetchBaseQueryError }> {
  try {
    const response = await fetch('/app-config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) return { error: { status: response.status, data: null } };
    const body: unknown = await response.json();
    const config = isRecord(body) ? body : {};
    return {
      data: {
        landingKey: str(config.landingKey) ?? null,
        publicUrl: str(config.publicUrl)?.replace(/\/+$/, '') ?? null,
      },
    };
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
}

export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    siteAppConfig: build.query<AppConfig, void>({
      queryFn: readAppConfig,
      // Read once per page load: it changes only with a deployment.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
    siteLanding: build.query<LandingData, string>({
      query: (key) => ({ url: 'landding', headers: { key } }),
      transformResponse: (body: SuccessBody<unknown>) => normalizeLanding(dataOf(body)),
      keepUnusedDataFor: 300,
    }),
    sitePosts: build.query<PostList, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'getPost', params: { page, per_page: perPage } }),
      transformResponse: (body: SuccessBody<unknown>) => ({
        posts: list(dataOf(body))
          .map(normalizePostSummary)
          .filter((p) => p.slug),
        meta: {
          page: Number(body?.meta?.page) || 1,
          per_page: Number(body?.meta?.per_page) || 0,
          total: Number(body?.meta?.total) || 0,
        },
      }),
    }),
    sitePost: build.query<Post, string>({
      query: (slug) => ({ url: 'postbyslug', params: { slug } }),
      transformResponse: (body: SuccessBody<unknown>) => {
        const p = isRecord(dataOf(body)) ? (dataOf(body) as Loose) : {};
        return { ...normalizePostSummary(p), description: str(p.description) };
      },
    }),
    siteServices: build.query<ServiceSummary[], void>({
      query: () => 'services',
      transformResponse: (body: SuccessBody<unknown>) =>
        list(dataOf(body))
          .map(normalizeServiceSummary)
          .filter((s) => s.slug),
    }),
    siteService: build.query<ServicePage, string>({
      query: (slug) => ({ url: 'service_get_by_slug', params: { slug } }),
      transformResponse: (body: SuccessBody<unknown>) => {
        const s = isRecord(dataOf(body)) ? (dataOf(body) as Loose) : {};
        return {
          ...normalizeServiceSummary(s),
          banner_image: str(s.banner_image),
          json_data: normalizeBlocks(s.json_data),
        };
      },
    }),
    siteBannerPage: build.query<BannerPage, string>({
      query: (slug) => ({ url: 'get_by_slug', params: { slug } }),
      transformResponse: (body: SuccessBody<unknown>) => {
        const b = isRecord(dataOf(body)) ? (dataOf(body) as Loose) : {};
        return {
          ...normalizeServiceSummary(b),
          banner_title: str(b.banner_title),
          banner_description: str(b.banner_description),
          banner_image: str(b.banner_image),
          json_data: normalizeBlocks(b.json_data),
        };
      },
    }),
    siteFreePage: build.query<FreePage, string>({
      query: (slug) => ({ url: 'pagebyslug', params: { slug } }),
      transformResponse: (body: SuccessBody<unknown>) => {
        // The spec reads `data.data`; accept one level of nesting either way.
        let p: unknown = dataOf(body);
        if (isRecord(p) && isRecord(p.data)) p = p.data;
        const page = isRecord(p) ? p : {};
        return {
          id: id(page),
          name: str(page.name),
          description: str(page.description),
          active: page.status === undefined || flag(page.status),
        };
      },
    }),
    siteSubscribe: build.mutation<{ message?: string }, NewsletterRequest>({
      query: (body) => ({ url: 'insertNewsLetter', method: 'POST', body }),
    }),
    siteContact: build.mutation<{ message?: string }, ContactRequest>({
      query: (body) => ({ url: 'insertContact', method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useSiteAppConfigQuery,
  useSiteLandingQuery,
  useSitePostsQuery,
  useSitePostQuery,
  useSiteServicesQuery,
  useSiteServiceQuery,
  useSiteBannerPageQuery,
  useSiteFreePageQuery,
  useSiteSubscribeMutation,
  useSiteContactMutation,
} = siteApi;
