import { Schema, type Connection, type Model } from 'mongoose';
import { blockSchema, type Block } from '../shared/blocks';
import { publicationSchemaFields, type PublicationDoc } from '../shared/publication';
import { statusSchemaField } from '../shared/status';

/** A banner page (/banner/{slug}): header part, banner part and ordered blocks. */
export interface BannerPageDoc extends PublicationDoc {
  title: string;
  slug: string;
  sort_description: string;
  em_image: string;
  banner_title: string;
  banner_description: string;
  banner_image: string;
  json_data: Block[];
  status: number;
  updated_at?: Date;
}

const schema = new Schema<BannerPageDoc>(
  {
    title: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    sort_description: { type: String, required: true },
    em_image: { type: String, required: true },
    banner_title: { type: String, required: true },
    banner_description: { type: String, required: true },
    banner_image: { type: String, default: '' },
    json_data: { type: [blockSchema], default: [] },
    status: statusSchemaField,
    ...publicationSchemaFields,
  },
  { collection: 'banner_pages', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } },
);

export type BannerPageModel = Model<BannerPageDoc>;
export const bannerPageModel = (conn: Connection): BannerPageModel =>
  (conn.models.BannerPage as BannerPageModel | undefined) ?? conn.model<BannerPageDoc>('BannerPage', schema);
