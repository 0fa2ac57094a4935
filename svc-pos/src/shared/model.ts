import type { Connection, Model, Schema } from 'mongoose';

/** Registers a model once per connection (tests build several apps on one connection). */
export function defineModel<T>(conn: Connection, name: string, schema: Schema<T>): Model<T> {
  return (conn.models[name] as Model<T> | undefined) ?? conn.model<T>(name, schema);
}
