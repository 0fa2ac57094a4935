import type { TestimonialCreateRequest, TestimonialUpdateRequest } from '@voltdesk/contracts';
import { NotFoundError } from '@voltdesk/service-kit';
import type { ContentChanges } from '../shared/changes';
import { ACTIVE } from '../shared/status';
import type { TestimonialModel } from './model';
import { serializeTestimonial, type TestimonialView } from './serializer';

const NOT_FOUND = 'Testimonial not found.';

export class TestimonialService {
  constructor(private readonly deps: { testimonials: TestimonialModel; changes: ContentChanges }) {}

  async list(activeOnly: boolean): Promise<TestimonialView[]> {
    const docs = await this.deps.testimonials
      .find(activeOnly ? { status: ACTIVE } : {})
      .sort({ _id: 1 })
      .lean();
    return docs.map(serializeTestimonial);
  }

  async create(body: TestimonialCreateRequest): Promise<TestimonialView> {
    const doc = await this.deps.testimonials.create({ ...body, status: ACTIVE });
    this.deps.changes.changed('testimonials');
    return serializeTestimonial(doc.toObject());
  }

  async update(body: TestimonialUpdateRequest): Promise<TestimonialView> {
    const { id, ...fields } = body;
    const doc = await this.deps.testimonials
      .findOneAndUpdate({ _id: id }, { $set: fields }, { returnDocument: 'after' })
      .lean();
    if (!doc) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('testimonials');
    return serializeTestimonial(doc);
  }

  async remove(id: string): Promise<void> {
    const done = await this.deps.testimonials.deleteOne({ _id: id });
    if (done.deletedCount === 0) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('testimonials');
  }
}
