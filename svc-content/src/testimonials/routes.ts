import { crudHandlers } from '../shared/crud-handlers';
import type { ContentHandlers } from '../shared/handlers';
import type { TestimonialService } from './service';

type TestimonialHandlers = Pick<
  ContentHandlers,
  'getTestimonial' | 'insertTestimonial' | 'updateTestimonial' | 'deleteTestimonial'
>;

export const testimonialHandlers = (testimonials: TestimonialService): TestimonialHandlers =>
  crudHandlers(
    testimonials,
    {
      list: 'getTestimonial',
      create: 'insertTestimonial',
      update: 'updateTestimonial',
      remove: 'deleteTestimonial',
    },
    { label: 'Testimonial' },
  );
