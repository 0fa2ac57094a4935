import { Schema, type Connection, type Model } from 'mongoose';
import { statusSchemaField } from '../shared/status';

export interface TestimonialDoc {
  name: string;
  text: string;
  status: number;
}

const schema = new Schema<TestimonialDoc>(
  {
    name: { type: String, required: true },
    text: { type: String, required: true },
    status: statusSchemaField,
  },
  { collection: 'testimonials', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } },
);

export type TestimonialModel = Model<TestimonialDoc>;
export const testimonialModel = (conn: Connection): TestimonialModel =>
  (conn.models.Testimonial as TestimonialModel | undefined) ??
  conn.model<TestimonialDoc>('Testimonial', schema);
