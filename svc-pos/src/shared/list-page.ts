/**
 * The admin lists' paging and search (page, per_page, search: case-insensitive and literal, meta) is
 * service-kit's, the same for every service; features still importing it from here get that one.
 */
export { findPage } from '@voltdesk/service-kit';
