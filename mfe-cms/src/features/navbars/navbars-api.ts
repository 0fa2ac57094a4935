import { api } from '@voltdesk/app-core';
import type { NavbarCreateRequest, NavbarUpdateRequest, SuccessBody } from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import type { NavbarView } from '../../shared/types';

/** Navbar List calls of svc-content. */
const navbarsApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsAllNavbar: build.query<NavbarView[], void>({
      query: () => 'admin/allNavbar',
      transformResponse: (body: SuccessBody<NavbarView[]>) => body.data ?? [],
      providesTags: (rows) => listTags('CmsNavbar', rows),
    }),
    cmsInsertNavbar: build.mutation<SuccessBody<NavbarView>, NavbarCreateRequest>({
      query: (body) => ({ url: 'admin/insertNavbar', method: 'POST', body }),
      invalidatesTags: [{ type: 'CmsNavbar', id: 'LIST' }],
    }),
    cmsUpdateNavbar: build.mutation<SuccessBody<NavbarView>, NavbarUpdateRequest>({
      query: (body) => ({ url: 'admin/updateNavbar', method: 'PUT', body }),
      // Children show their parent's name: reload the whole list.
      invalidatesTags: [{ type: 'CmsNavbar', id: 'LIST' }],
    }),
    cmsDeleteNavbar: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deleteNavbar', method: 'DELETE', params: { id } }),
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
