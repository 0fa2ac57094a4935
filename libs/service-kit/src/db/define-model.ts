import type { Connection, Model, Schema } from 'mongoose';

/**
 * The model `name` on `conn`, registered the first time it is asked for: tests build several apps on one
 * connection, and mongoose refuses a second registration of a name.
 */
export function defineModel<T>(conn: Connection, name: string, schema: Schema<T>): Model<T> {
  return (conn.models[name] as Model<T> | undefined) ?? conn.model<T>(name, schema);
}
