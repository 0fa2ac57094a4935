import { crudHandlers } from '@voltdesk/service-kit';
import type { TestimonialService } from './service';

export const testimonialHandlers = (testimonials: TestimonialService) =>
  crudHandlers(
    testimonials,
    {
      list: 'testimonials',
      create: 'createTestimonial',
      update: 'updateTestimonial',
      remove: 'deleteTestimonial',
    },
    { label: 'Testimonial' },
  );
