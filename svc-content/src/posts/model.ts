import { Schema, type Connection, type Model } from 'mongoose';
import { publicationSchemaFields, type PublicationDoc } from '../shared/publication';
import { statusSchemaField } from '../shared/status';

/** A blog post. `written` is when it was written; `author_id` the admin who wrote it. */
export interface PostDoc extends PublicationDoc {
  title: string;
  slug: string;
  description: string;
  image: string;
  status: number;
  written: Date;
  author_id: string;
  /** Search and sharing; empty means the site's defaults. */
  seo_title: string;
  meta_description: string;
  social_image: string;
}

const schema = new Schema<PostDoc>(
  {
    title: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    description: { type: String, required: true },
    image: { type: String, required: true },
    status: statusSchemaField,
    written: { type: Date, required: true },
    author_id: { type: String, default: '' },
    seo_title: { type: String, default: '' },
    meta_description: { type: String, default: '' },
    social_image: { type: String, default: '' },
    ...publicationSchemaFields,
  },
  { collection: 'posts', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } },
);
schema.index({ status: 1, written: -1 });
schema.index({ written: -1 });

export type PostModel = Model<PostDoc>;
export const postModel = (conn: Connection): PostModel =>
  (conn.models.Post as PostModel | undefined) ?? conn.model<PostDoc>('Post', schema);
