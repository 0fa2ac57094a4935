import { Schema, type Connection, type Model } from 'mongoose';
import { statusSchemaField } from '../shared/status';

/** A navigation item; `parentid` is '0' for a top-level item, else the id of a top-level item. */
export interface NavbarDoc {
  name: string;
  parentid: string;
  link: string;
  priority: number;
  nav_active: number;
  useful_active: number;
  quick_active: number;
  status: number;
}

const flag = { type: Number, enum: [0, 1], default: 0 };
const schema = new Schema<NavbarDoc>(
  {
    name: { type: String, required: true },
    parentid: { type: String, default: '0', index: true },
    link: { type: String, default: '' },
    priority: { type: Number, default: 0 },
    nav_active: { ...flag, default: 1 },
    useful_active: flag,
    quick_active: flag,
    status: statusSchemaField,
  },
  { collection: 'navbars', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } },
);

export type NavbarModel = Model<NavbarDoc>;
export const navbarModel = (conn: Connection): NavbarModel =>
  (conn.models.Navbar as NavbarModel | undefined) ?? conn.model<NavbarDoc>('Navbar', schema);
