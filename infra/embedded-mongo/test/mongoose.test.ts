import mongoose, { Schema, type Connection } from 'mongoose';
import { openTarget, type Target } from './helpers/target';

let t: Target;
let conn: Connection;

interface Author {
  email: string;
  name: string;
  role: string;
  visits: number;
  createdAt?: Date;
  updatedAt?: Date;
}

const authorSchema = new Schema<Author>(
  {
    email: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    role: { type: String, default: 'reader' },
    visits: { type: Number, default: 0 },
  },
  { timestamps: true },
);

interface Post {
  title: string;
  author?: mongoose.Types.ObjectId;
  rank?: number;
  tags: string[];
}

const postSchema = new Schema<Post>({
  title: { type: String, required: true },
  author: { type: Schema.Types.ObjectId, ref: 'Author' },
  rank: { type: Number, index: true },
  tags: [String],
});

beforeAll(async () => {
  t = await openTarget('mongoose');
  conn = await mongoose
    .createConnection(t.uri, { dbName: t.dbName, serverSelectionTimeoutMS: 5000 })
    .asPromise();
});
afterAll(async () => {
  await conn.close();
  await t.close();
});

function models(): { Author: mongoose.Model<Author>; Post: mongoose.Model<Post> } {
  return {
    Author:
      (conn.models.Author as mongoose.Model<Author> | undefined) ??
      conn.model<Author>('Author', authorSchema),
    Post: (conn.models.Post as mongoose.Model<Post> | undefined) ?? conn.model<Post>('Post', postSchema),
  };
}

describe('mongoose on the server', () => {
  it('builds indexes at init (autoIndex) and lists them', async () => {
    const { Author, Post } = models();
    await Author.init();
    await Post.init();
    const names = (await Author.listIndexes()).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['_id_', 'email_1']));
    expect((await Post.listIndexes()).map((i) => i.name)).toContain('rank_1');
    // A service calling syncIndexes at boot must find nothing to drop or rebuild.
    expect(await Author.syncIndexes()).toEqual([]);
    expect(await Author.diffIndexes()).toEqual({ toDrop: [], toCreate: [] });
  });

  it('applies defaults and timestamps', async () => {
    const { Author } = models();
    const a = await Author.create({ email: 'ada@example.com', name: 'Ada' });
    expect(a.role).toBe('reader');
    expect(a.visits).toBe(0);
    expect(a.createdAt).toBeInstanceOf(Date);
    const stored = await Author.findById(a._id).lean();
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(stored?.updatedAt?.getTime()).toBe(a.updatedAt?.getTime());
  });

  it('reports a duplicate unique field as a mongoose duplicate key error', async () => {
    const { Author } = models();
    await Author.create({ email: 'dup@example.com', name: 'One' });
    const err = (await Author.create({ email: 'dup@example.com', name: 'Two' }).catch((e: unknown) => e)) as {
      code?: number;
      keyValue?: unknown;
      name?: string;
    };
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ email: 'dup@example.com' });
    expect(err.name).toBe('MongoServerError');
  });

  it('findOneAndUpdate with $inc and countDocuments', async () => {
    const { Author } = models();
    await Author.create({ email: 'inc@example.com', name: 'Inc' });
    const updated = await Author.findOneAndUpdate(
      { email: 'inc@example.com' },
      { $inc: { visits: 2 } },
      { returnDocument: 'after' },
    );
    expect(updated?.visits).toBe(2);
    expect(updated?.updatedAt?.getTime()).toBeGreaterThanOrEqual(updated?.createdAt?.getTime() ?? 0);
    expect(await Author.countDocuments({ visits: { $gte: 2 } })).toBe(1);
    expect(await Author.countDocuments()).toBeGreaterThanOrEqual(3);
  });

  it('populates references', async () => {
    const { Author, Post } = models();
    const author = await Author.create({ email: 'pop@example.com', name: 'Pop' });
    await Post.create({ title: 'Hello', author: author._id, rank: 1 });
    const post = await Post.findOne({ title: 'Hello' }).populate<{ author: Author }>('author').lean();
    expect(post?.author.name).toBe('Pop');
  });

  it('paginates with sort, skip and limit', async () => {
    const { Post } = models();
    await Post.insertMany(Array.from({ length: 25 }, (_, i) => ({ title: `p${i}`, rank: 100 + i })));
    const page2 = await Post.find({ rank: { $gte: 100 } })
      .sort({ rank: -1 })
      .skip(10)
      .limit(10)
      .select('rank -_id')
      .lean();
    expect(page2.map((p) => p.rank)).toEqual([114, 113, 112, 111, 110, 109, 108, 107, 106, 105]);
  });

  it('insertMany with a duplicate in the middle, ordered and unordered', async () => {
    const { Author } = models();
    const docs = ['m1', 'm2', 'm1', 'm3'].map((e) => ({ email: `${e}@example.com`, name: e }));
    const ordered = (await Author.insertMany(docs).catch((e: unknown) => e)) as { code?: number };
    expect(ordered.code).toBe(11000);
    expect(await Author.countDocuments({ email: /^m\d@/ })).toBe(2);
    await Author.deleteMany({ email: /^m\d@/ });
    const unordered = (await Author.insertMany(docs, { ordered: false }).catch((e: unknown) => e)) as {
      code?: number;
      insertedDocs?: unknown[];
    };
    expect(unordered.code).toBe(11000);
    expect(await Author.countDocuments({ email: /^m\d@/ })).toBe(3);
  });

  it('bulkWrite, updateMany, deleteOne and distinct through models', async () => {
    const { Post } = models();
    const res = await Post.bulkWrite([
      { insertOne: { document: { title: 'b1', rank: 1000, tags: ['x'] } } },
      { updateOne: { filter: { title: 'b1' }, update: { $push: { tags: 'y' } } } },
      { deleteOne: { filter: { title: 'p0' } } },
    ]);
    expect(res.insertedCount).toBe(1);
    expect(res.modifiedCount).toBe(1);
    expect(res.deletedCount).toBe(1);
    await Post.updateMany({ rank: { $gte: 120, $lt: 1000 } }, { $set: { tags: ['late'] } });
    expect((await Post.distinct('tags')).sort()).toEqual(['late', 'x', 'y']);
  });
});
