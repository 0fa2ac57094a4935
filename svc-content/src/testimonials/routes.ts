import type { TestimonialCreateRequest, TestimonialUpdateRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec, type TokenVerifier } from '@voltdesk/service-kit';
import { optionalAdmin } from '../shared/optional-auth';
import type { TestimonialService } from './service';

export function testimonialRoutes(
  testimonials: TestimonialService,
  deps: { verifier: TokenVerifier },
): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: 'getTestimonial',
      // Shared by the CMS list and the site: an admin token sees inactive testimonials too.
      handler: async (ctx) =>
        respond(ctx, await testimonials.list(!(await optionalAdmin(ctx, deps.verifier)))),
    },
    {
      method: 'POST',
      path: 'admin/insertTestimonial',
      body: 'content.testimonials.create',
      handler: async (ctx) =>
        respond(ctx, await testimonials.create(ctx.state.body as TestimonialCreateRequest), {
          status: 201,
          message: 'Testimonial created successfully.',
        }),
    },
    {
      method: 'PUT',
      path: 'admin/updateTestimonial',
      body: 'content.testimonials.update',
      handler: async (ctx) =>
        respond(ctx, await testimonials.update(ctx.state.body as TestimonialUpdateRequest), {
          message: 'Testimonial updated successfully.',
        }),
    },
    {
      method: 'DELETE',
      path: 'admin/deleteTestimonial',
      query: 'common.idQuery',
      handler: async (ctx) => {
        await testimonials.remove((ctx.state.query as { id: string }).id);
        respond(ctx, null, { message: 'Testimonial deleted successfully.' });
      },
    },
  ];
}
