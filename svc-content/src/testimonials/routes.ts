import { crudHandlers } from '@voltdesk/service-kit';
import type { TestimonialService } from './service';

export const testimonialHandlers = (testimonials: TestimonialService) =>
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
