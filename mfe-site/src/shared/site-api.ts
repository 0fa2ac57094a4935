import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type BannerPageView,
  type BlockView,
  type ContactRequest,
  type LandingView,
  type SubscribeRequest,
  type PageBySlugView,
  type PageMeta,
  type PostListItemView,
  type PostSummaryView,
  type PostView,
  type ServicePageView,
  type ServiceSummaryView,
  type SetupsView,
  type SuccessBody,
  type SubscriptionConfirmedView,
  type UnsubscribedView,
} from '@voltdesk/contracts';

/**
 * The public calls of svc-content the site reads (docs/architecture.md section 3, spec section 7), injected into
 * the shell's one RTK Query api at import time and built from their definitions in libs/contracts. Endpoint
 * names carry a `site` prefix so they can never collide with what an admin remote injects for the same
 * paths (`overrideExisting: false` would keep the first one silently). The answers are the contract's views
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

export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    siteAppConfig: build.query<AppConfig, void>({
      queryFn: readAppConfig,
      // Read once per page load: it changes only with a deployment.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
    siteLanding: build.query<LandingData, string>({
      query: (key) => ({ ...callOf(content.landing), headers: { key } }),
      // A child's `children` is an empty list by the contract (`maxItems: 0`), so the tree is a NavItem tree.
      transformResponse: (body: SuccessBody<LandingView>) => body.data as LandingData,
      keepUnusedDataFor: 300,
    }),
    sitePosts: build.query<PostList, { page: number; perPage: number }>({
      query: ({ page, perPage }) => callOf(content.getPost, { query: { page, per_page: perPage } }),
      // The blog lists what a visitor sees: with the admin's token svc-content answers the CMS's list (whole
      // posts, drafts too), and a signed-in admin saw an empty blog.
      extraOptions: { asVisitor: true },
      transformResponse: (body: SuccessBody<PostListItemView[]>, _meta, { page, perPage }) => ({
        posts: body.data.filter(isSummary),
        meta: body.meta ?? { page, per_page: perPage, total: body.data.length },
      }),
    }),
    sitePost: build.query<Post, string>({
      query: (slug) => callOf(content.postBySlug, { query: { slug } }),
      transformResponse: dataOf(content.postBySlug),
    }),
    siteServices: build.query<ServiceSummary[], void>({
      query: () => callOf(content.services),
      transformResponse: dataOf(content.services),
    }),
    siteService: build.query<ServicePage, string>({
      query: (slug) => callOf(content.serviceBySlug, { query: { slug } }),
      transformResponse: dataOf(content.serviceBySlug),
    }),
    siteBannerPage: build.query<BannerPage, string>({
      query: (slug) => callOf(content.bannerPageBySlug, { query: { slug } }),
      transformResponse: dataOf(content.bannerPageBySlug),
    }),
    siteFreePage: build.query<FreePage, string>({
      query: (slug) => callOf(content.pageBySlug, { query: { slug } }),
      transformResponse: dataOf(content.pageBySlug),
    }),
    siteSubscribe: build.mutation<SuccessBody<null>, SubscribeRequest>({
      query: (body) => callOf(content.insertNewsLetter, { body }),
    }),
    siteContact: build.mutation<SuccessBody<null>, ContactRequest>({
      query: (body) => callOf(content.insertContact, { body }),
    }),
    /** The button of the unsubscribe page: the one-click POST a mail client would send, as JSON. */
    siteUnsubscribe: build.mutation<UnsubscribedView, string>({
      query: (token) =>
        callOf(content.unsubscribeOneClick, {
          query: { token },
          body: { 'List-Unsubscribe': 'One-Click' },
        }),
      transformResponse: dataOf(content.unsubscribeOneClick),
    }),
    /** The button of the confirmation page: double opt-in's confirming step, never the link's GET. */
    siteConfirmSubscription: build.mutation<SubscriptionConfirmedView, string>({
      query: (token) => callOf(content.confirmSubscriptionClick, { query: { token } }),
      transformResponse: dataOf(content.confirmSubscriptionClick),
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
  useSiteUnsubscribeMutation,
  useSiteConfirmSubscriptionMutation,
} = siteApi;
