import { api, callOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type ListQuery,
  type NavbarCreateRequest,
  type NavbarUpdateRequest,
  type NavbarView,
  type SuccessBody,
} from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import { pageOf } from '../../shared/list-api';

/**
 * Navbar List calls of svc-content. `admin/allNavbar` without a page answers every item (the parent
 * choices of the modal); with one, the page the list shows.
 */
const navbarsApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsAllNavbar: build.query({
      query: (query: ListQuery) => callOf(content.allNavbar, { query }),
      transformResponse: pageOf(content.allNavbar),
      providesTags: (page) => listTags('CmsNavbar', page?.rows),
    }),
    cmsInsertNavbar: build.mutation<SuccessBody<NavbarView>, NavbarCreateRequest>({
      query: (body) => callOf(content.insertNavbar, { body }),
      invalidatesTags: [{ type: 'CmsNavbar', id: 'LIST' }],
    }),
    cmsUpdateNavbar: build.mutation<SuccessBody<NavbarView>, NavbarUpdateRequest>({
      query: (body) => callOf(content.updateNavbar, { body }),
      invalidatesTags: [{ type: 'CmsNavbar', id: 'LIST' }],
    }),
    cmsDeleteNavbar: build.mutation<SuccessBody<null>, string>({
      query: (id) => callOf(content.deleteNavbar, { query: { id } }),
      invalidatesTags: [{ type: 'CmsNavbar', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

export const {
  useCmsAllNavbarQuery,
  useCmsInsertNavbarMutation,
  useCmsUpdateNavbarMutation,
  useCmsDeleteNavbarMutation,
} = navbarsApi;
