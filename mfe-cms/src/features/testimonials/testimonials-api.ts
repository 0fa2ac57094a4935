import { contentEndpoints as content } from '@voltdesk/contracts';
import { cmsCrudApi } from '../../shared/crud-api';

/** Testimonial List calls (`getTestimonial` with the admin token lists inactive ones too). */
export const { useRecordList: useTestimonialList, useRecordSave: useTestimonialSave } = cmsCrudApi(
  'Testimonial',
  'CmsTestimonial',
  {
    list: content.getTestimonial,
    insert: content.insertTestimonial,
    update: content.updateTestimonial,
    remove: content.deleteTestimonial,
  },
);
