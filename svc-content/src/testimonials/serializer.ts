import type { TestimonialView } from '@voltdesk/contracts';
import type { Lean } from '@voltdesk/service-kit';
import { idOf } from '../shared/serialize';
import { statusOf } from '../shared/status';
import type { TestimonialDoc } from './model';

export const serializeTestimonial = (t: Lean<TestimonialDoc>): TestimonialView => ({
  id: idOf(t),
  name: t.name,
  text: t.text,
  status: statusOf(t.status),
});
