/**
 * What svc-content answers (its serializers in svc-content/src/<feature>/serializer.ts). libs/contracts has
 * the request schemas of svc-content but no view types, so the views are written down here.
 */
export interface NavbarView {
  id: string;
  name: string;
  /** 0 for a top-level item, else the parent's id. */
  parentid: 0 | string;
  parent: { name: string } | null;
  link: string;
  priority: number;
  nav_active: number;
  useful_active: number;
  quick_active: number;
  status: number;
  children: NavbarView[];
}

export interface PostView {
  id: string;
  title: string;
  slug: string;
  written: string | null;
  description: string;
  image: string | null;
  status: number;
}

export interface PageView {
  id: string;
  name: string;
  slug?: string;
  description: string;
  status: number;
}

export interface CardView {
  id: string;
  title: string;
  link: string;
  image: string | null;
  status: number;
}

export interface TestimonialView {
  id: string;
  name: string;
  text: string;
  status: number;
}

export interface ChargeView {
  id: string;
  service: string;
  rate: string;
  status: number;
}

export type BlockTag = 'h' | 'p' | 'li';

export interface Block {
  text: string;
  tag: BlockTag;
  link: string;
  serial: number;
}

export interface ServicePageView {
  id: string;
  title: string;
  slug: string;
  sort_description: string;
  em_image: string | null;
  banner_image: string | null;
  json_data: Block[];
  status: number;
}

export interface BannerPageView extends ServicePageView {
  banner_title: string;
  banner_description: string;
}

export interface SubscriberView {
  id: string;
  name: string;
  email: string;
  status: string;
  created_at: string | null;
  confirmed_at: string | null;
}
