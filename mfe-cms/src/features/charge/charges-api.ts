import { api } from '@voltdesk/app-core';
import type { SuccessBody, ChargeCreateRequest, ChargeUpdateRequest } from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import type { ChargeView } from '../../shared/types';

/** Charge List calls of the Price Page (`admin/getCharge` lists every charge). */
const chargesApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetCharges: build.query<ChargeView[], void>({
      query: () => 'admin/getCharge',
      transformResponse: (body: SuccessBody<ChargeView[]>) => body.data ?? [],
      providesTags: (rows) => listTags('CmsCharge', rows),
    }),
    cmsInsertCharge: build.mutation<SuccessBody<ChargeView>, ChargeCreateRequest>({
      query: (body) => ({ url: 'admin/insertCharge', method: 'POST', body }),
      invalidatesTags: [{ type: 'CmsCharge', id: 'LIST' }],
    }),
    cmsUpdateCharge: build.mutation<SuccessBody<ChargeView>, ChargeUpdateRequest>({
      query: (body) => ({ url: 'admin/updateCharge', method: 'PUT', body }),
      invalidatesTags: [{ type: 'CmsCharge', id: 'LIST' }],
    }),
    cmsDeleteCharge: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deleteCharge', method: 'DELETE', params: { id } }),
      invalidatesTags: [{ type: 'CmsCharge', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

export const {
  useCmsGetChargesQuery,
  useCmsInsertChargeMutation,
  useCmsUpdateChargeMutation,
  useCmsDeleteChargeMutation,
} = chargesApi;
