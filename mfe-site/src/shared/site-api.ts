import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { defineCalls, localRead, read, write } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type BannerPageView,
  type BlockView,
  type LandingView,
  type PageBySlugView,
  type PageMeta,
  type PostListItemView,
  type PostSummaryView,
  type PostView,
  type ServicePageView,
  type ServiceSummaryView,
  type SetupsView,
} from '@voltdesk/contracts';

/**
 * The public calls of svc-content the site reads (docs/architecture.md section 3, spec section 7), injected into
 * the shell's one RTK Query api at import time by `defineCalls` from their definitions in libs/contracts.
 * Names carry a `site` prefix: an admin remote reads some of the same definitions otherwise (with the
 * admin's token, as pages of a list). The server rendering starts these endpoints by name. The answers are the contract's views
 * (svc-content's tests check every answer against them; navbars and blocks come sorted).
 */

/** `/app-config.json`, served by the gateway (the landing key and the public URL for canonical links). */
export interface AppConfig {
  landingKey: string | null;
  publicUrl: string | null;
}

export type SiteSetup = SetupsView;
/**
 * A navbar item as the site walks the menu tree: a top-level item, or one of its children (whose own
 * `children` the contract keeps empty: the menus are two levels deep).
 */
export type NavItem = Omit<LandingView['navbars'][number], 'children'> & { children: NavItem[] };
export type LandingData = Omit<LandingView, 'navbars'> & { navbars: NavItem[] };
export type Testimonial = LandingView['testimonials'][number];
export type Card = LandingView['cards'][number];
export type Charge = LandingView['charge'][number];
export type PostSummary = PostSummaryView;
export type Post = PostView;
export type Block = BlockView;
export type BlockTag = Block['tag'];
export type ServiceSummary = ServiceSummaryView;
export type ServicePage = ServicePageView;
export type BannerPage = BannerPageView;
export type FreePage = PageBySlugView;

export interface PostList {
  posts: PostSummary[];
  meta: PageMeta;
}

/** A visitor's `getPost` answers summaries; a whole post there would be an admin's answer. */
const isSummary = (p: PostListItemView): p is PostSummaryView => 'excerpt' in p;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A filled-in string, trimmed; anything else is undefined. */
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

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

export const siteApi = defineCalls([], {
  siteAppConfig: localRead(readAppConfig, {
    // Read once per page load: it changes only with a deployment.
    keepUnusedDataFor: 24 * 60 * 60,
  }),
  siteLanding: read(content.landing, {
    args: (key: string) => ({ headers: { key } }),
    // A child's `children` is an empty list by the contract (`maxItems: 0`), so the tree is a NavItem tree.
    result: ({ data }) => data as LandingData,
    keepUnusedDataFor: 300,
  }),
  sitePosts: read(content.getPost, {
    args: ({ page, perPage }: { page: number; perPage: number }) => ({ query: { page, per_page: perPage } }),
    // The blog lists what a visitor sees: with the admin's token svc-content answers the CMS's list (whole
    // posts, drafts too), and a signed-in admin saw an empty blog.
    extraOptions: { asVisitor: true },
    result: ({ data, meta }, { page, perPage }): PostList => ({
      posts: data.filter(isSummary),
      meta: meta ?? { page, per_page: perPage, total: data.length },
    }),
  }),
  sitePost: read(content.postBySlug, { args: (slug: string) => ({ query: { slug } }) }),
  siteServices: read(content.services),
  siteService: read(content.serviceBySlug, { args: (slug: string) => ({ query: { slug } }) }),
  siteBannerPage: read(content.bannerPageBySlug, { args: (slug: string) => ({ query: { slug } }) }),
  siteFreePage: read(content.pageBySlug, { args: (slug: string) => ({ query: { slug } }) }),
  siteSubscribe: write(content.insertNewsLetter),
  siteContact: write(content.insertContact),
  /** The button of the unsubscribe page: the one-click POST a mail client would send, as JSON. */
  siteUnsubscribe: write(content.unsubscribeOneClick, {
    args: (token: string) => ({ query: { token }, body: { 'List-Unsubscribe': 'One-Click' as const } }),
    result: ({ data }) => data,
  }),
  /** The button of the confirmation page: double opt-in's confirming step, never the link's GET. */
  siteConfirmSubscription: write(content.confirmSubscriptionClick, {
    args: (token: string) => ({ query: { token } }),
    result: ({ data }) => data,
  }),
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
  useSiteUnsubscribeMutation,
  useSiteConfirmSubscriptionMutation,
} = siteApi;
