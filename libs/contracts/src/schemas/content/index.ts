export * from './fields';
export * from './site-data';
export * from './setup';
export * from './navbars';
export * from './posts';
export * from './sections';
export * from './pages';
export * from './newsletter';
export * from './seo';
export * from './publication';
export * from './revisions';
export * from './media';
export * from './images';
export * from './views';

import { slugQuerySchema } from './fields';
import { navbarCreateSchema, navbarUpdateSchema } from './navbars';
import {
  contactSchema,
  oneClickSchema,
  sendNewsletterSchema,
  subscribeSchema,
  tokenQuerySchema,
} from './newsletter';
import {
  bannerPageCreateSchema,
  bannerPageUpdateSchema,
  pageCreateSchema,
  pageUpdateSchema,
  servicePageCreateSchema,
  servicePageUpdateSchema,
} from './pages';
import { postCreateSchema, postListQuerySchema, postUpdateSchema } from './posts';
import {
  cardCreateSchema,
  cardUpdateSchema,
  chargeCreateSchema,
  chargeUpdateSchema,
  testimonialCreateSchema,
  testimonialUpdateSchema,
} from './sections';
import { revisionListQuerySchema, revisionRestoreSchema } from './revisions';
import { mediaSchemas } from './media';
import { publicPageQuerySchema } from './seo';
import { setupSchemas } from './setup';
import { siteDataSchema } from './site-data';

/** Every svc-content request schema (compiled by the shared validator). Add new ones here. */
export const contentSchemas = [
  siteDataSchema,
  slugQuerySchema,
  ...setupSchemas,
  navbarCreateSchema,
  navbarUpdateSchema,
  postCreateSchema,
  postUpdateSchema,
  postListQuerySchema,
  cardCreateSchema,
  cardUpdateSchema,
  testimonialCreateSchema,
  testimonialUpdateSchema,
  chargeCreateSchema,
  chargeUpdateSchema,
  pageCreateSchema,
  pageUpdateSchema,
  bannerPageCreateSchema,
  bannerPageUpdateSchema,
  servicePageCreateSchema,
  servicePageUpdateSchema,
  subscribeSchema,
  sendNewsletterSchema,
  tokenQuerySchema,
  oneClickSchema,
  contactSchema,
  publicPageQuerySchema,
  revisionListQuerySchema,
  revisionRestoreSchema,
  ...mediaSchemas,
] as const;
