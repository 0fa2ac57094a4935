import type {
  TestimonialCreateRequest,
  TestimonialUpdateRequest,
  TestimonialView,
} from '@voltdesk/contracts';
import { CrudStore, type CrudDeps } from '@voltdesk/service-kit';
import type { TestimonialDoc, TestimonialModel } from './model';
import { serializeTestimonial } from './serializer';

export type TestimonialService = CrudStore<
  TestimonialDoc,
  TestimonialView,
  TestimonialCreateRequest,
  TestimonialUpdateRequest
>;

/** What customers say, shown on the landing page. */
export const testimonialService = (deps: CrudDeps & { testimonials: TestimonialModel }): TestimonialService =>
  new CrudStore(
    {
      model: deps.testimonials,
      serialize: serializeTestimonial,
      notFound: 'Testimonial not found.',
      name: 'testimonials',
      searchIn: ['name', 'text'],
    },
    deps,
  );
