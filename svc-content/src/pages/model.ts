import { Schema, type Connection, type Model } from 'mongoose';
import { publicationSchemaFields, type PublicationDoc } from '../shared/publication';
import { statusSchemaField } from '../shared/status';

/** A free page (/p/{slug}). */
export interface PageDoc extends PublicationDoc {
  name: string;
  slug: string;
  description: string;
  status: number;
  /** Search texts; empty means the site's defaults. */
  seo_title: string;
  meta_description: string;
  social_image: string;
  updated_at?: Date;
}

const schema = new Schema<PageDoc>(
  {
    name: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    description: { type: String, required: true },
    status: statusSchemaField,
    seo_title: { type: String, default: '' },
    meta_description: { type: String, default: '' },
    social_image: { type: String, default: '' },
    ...publicationSchemaFields,
  },
  { collection: 'pages', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } },
);

export type PageModel = Model<PageDoc>;
export const pageModel = (conn: Connection): PageModel =>
  (conn.models.Page as PageModel | undefined) ?? conn.model<PageDoc>('Page', schema);
