import { crudHandlers } from '../shared/crud-handlers';
import type { TestimonialService } from './service';

export const testimonialHandlers = (testimonials: TestimonialService) =>
  crudHandlers(
    testimonials,
    ['getTestimonial', 'insertTestimonial', 'updateTestimonial', 'deleteTestimonial'],
    { label: 'Testimonial' },
  );
