import { api, callOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type ListQuery,
  type SuccessBody,
  type ChargeCreateRequest,
  type ChargeUpdateRequest,
  type ChargeView,
} from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import { pageOf } from '../../shared/list-api';

/** Charge List calls of the Price Page (service and rate). */
const chargesApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetCharges: build.query({
      query: (query: ListQuery) => callOf(content.getCharge, { query }),
      transformResponse: pageOf(content.getCharge),
      providesTags: (page) => listTags('CmsCharge', page?.rows),
    }),
    cmsInsertCharge: build.mutation<SuccessBody<ChargeView>, ChargeCreateRequest>({
      query: (body) => callOf(content.insertCharge, { body }),
      invalidatesTags: [{ type: 'CmsCharge', id: 'LIST' }],
    }),
    cmsUpdateCharge: build.mutation<SuccessBody<ChargeView>, ChargeUpdateRequest>({
      query: (body) => callOf(content.updateCharge, { body }),
      invalidatesTags: [{ type: 'CmsCharge', id: 'LIST' }],
    }),
    cmsDeleteCharge: build.mutation<SuccessBody<null>, string>({
      query: (id) => callOf(content.deleteCharge, { query: { id } }),
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
