import { idOf } from '../shared/serialize';
import type { TestimonialDoc } from './model';

export const serializeTestimonial = (t: TestimonialDoc & { _id: unknown }) => ({
  id: idOf(t),
  name: t.name,
  text: t.text,
  status: t.status,
});
export type TestimonialView = ReturnType<typeof serializeTestimonial>;
