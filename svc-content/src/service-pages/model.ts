import { Schema, type Connection, type Model } from 'mongoose';
import { blockSchema, type Block } from '../shared/blocks';
import { publicationSchemaFields, type PublicationDoc } from '../shared/publication';
import { statusSchemaField } from '../shared/status';

/** A service page (/service/{slug}): title, short description, image and ordered blocks. */
export interface ServicePageDoc extends PublicationDoc {
  title: string;
  slug: string;
  sort_description: string;
  em_image: string;
  banner_image: string;
  json_data: Block[];
  status: number;
  updated_at?: Date;
}

const schema = new Schema<ServicePageDoc>(
  {
    title: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    sort_description: { type: String, required: true },
    em_image: { type: String, required: true },
    banner_image: { type: String, default: '' },
    json_data: { type: [blockSchema], default: [] },
    status: statusSchemaField,
    ...publicationSchemaFields,
  },
  { collection: 'service_pages', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } },
);

export type ServicePageModel = Model<ServicePageDoc>;
export const servicePageModel = (conn: Connection): ServicePageModel =>
  (conn.models.ServicePage as ServicePageModel | undefined) ??
  conn.model<ServicePageDoc>('ServicePage', schema);
