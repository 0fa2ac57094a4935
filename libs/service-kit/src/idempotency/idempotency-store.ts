import { createHash } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { defineModel } from '../db/define-model';
import { isDuplicateKey } from '../db/duplicate-key';
import { ConflictError } from '../errors/http-errors';

/** How long a repeat waits for the first request with its key to answer. */
const WAIT_MS = 10_000;
/** A claim this old without its answer belongs to a request that died; a repeat may take it over. */
const STALE_MS = 60_000;
const POLL_MS = 25;

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const KEY_BUSY = 'A request with this Idempotency-Key is still being processed.';

/**
 * One `Idempotency-Key` of one caller: claimed (`answer` absent) before the handler runs,
 * then holding the answer the handler gave, which every repeat gets back.
 */
export interface IdempotentRequestDoc {
  key: string;
  /**
   * The endpoint's key in libs/contracts (`insertOrder`). Keys are one namespace per caller across the
   * service's endpoints: a key reused on another endpoint is a client's mistake, refused (409) rather than
   * taken as a new request.
   */
  endpoint: string;
  /** The admin's id; empty for public endpoints. */
  caller: string;
  /** Hash of the endpoint, query and body first sent with the key: the key with another request is refused. */
  hash: string;
  created_at: Date;
  answer?: { status: number; body: unknown };
}

const schema = new Schema<IdempotentRequestDoc>(
  {
    key: { type: String, required: true },
    endpoint: { type: String, required: true },
    caller: { type: String, default: '' },
    hash: { type: String, required: true },
    created_at: { type: Date, required: true },
    answer: { type: Schema.Types.Mixed },
  },
  { collection: 'idempotent_requests', versionKey: false, minimize: false },
);
schema.index({ key: 1, caller: 1 }, { unique: true });
// A repeat comes within seconds (a double click) or minutes (a retry); a week is generous.
schema.index({ created_at: 1 }, { expireAfterSeconds: 7 * 24 * 3600 });

export interface IdempotentCall {
  key: string;
  endpoint: string;
  caller: string;
  /** What was asked (the query and body as sent). */
  request: unknown;
}

/** What a claim found: this request owns the key (`owned`), or the answer of the first one to replay. */
export type Claim = { owned: true; release(): Promise<void>; settle(answer: Answer): Promise<void> } | Replay;
export interface Replay {
  owned: false;
  answer: Answer;
}
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * The one store of `Idempotency-Key`s of a service (`idempotent_requests`), used by the endpoint
 * registration for every endpoint its definition marks `idempotent`. The first request with a key claims it
 * (a unique index, so on any replica only one wins), runs, and stores its answer; a repeat, even a
 * concurrent one, waits for that answer and gets it back instead of writing again.
 */
export class IdempotencyStore {
  private readonly requests: Model<IdempotentRequestDoc>;

  constructor(
    conn: Connection,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.requests = defineModel(conn, 'IdempotentRequest', schema);
  }

  /**
   * Claims the key of `call`, or returns the first request's answer, waiting for it while that request
   * runs.
   *
   * @throws ConflictError when the key came with another request (KEY_REUSED), or its first request is
   *   still running after WAIT_MS (KEY_BUSY).
   */
  async claim(call: IdempotentCall): Promise<Claim> {
    const id = { key: call.key, caller: call.caller };
    const hash = createHash('sha256')
      .update(JSON.stringify([call.endpoint, call.request ?? null]))
      .digest('hex');
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const createdAt = this.now();
      try {
        await this.requests.create({ ...id, endpoint: call.endpoint, hash, created_at: createdAt });
        return this.owned(id, createdAt);
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const first = await this.requests.findOne(id).lean<IdempotentRequestDoc>();
      if (first) {
        if (first.hash !== hash) throw new ConflictError(KEY_REUSED);
        if (first.answer) return { owned: false, answer: first.answer };
        if (this.now().getTime() - new Date(first.created_at).getTime() > STALE_MS) {
          await this.requests.deleteOne({ ...id, created_at: first.created_at, answer: { $exists: false } });
          continue;
        }
      }
      // Gone (released by a refused first request): claim it again at once.
      if (!first) continue;
      if (Date.now() > deadline) throw new ConflictError(KEY_BUSY);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private owned(id: Pick<IdempotentCall, 'key' | 'caller'>, createdAt: Date): Claim {
    const mine = { ...id, created_at: createdAt, answer: { $exists: false } };
    return {
      owned: true,
      // Refused (nothing written): free the key so a corrected retry is not refused too.
      release: async () => {
        await this.requests.deleteOne(mine);
      },
      settle: async (answer) => {
        await this.requests.updateOne(mine, { $set: { answer } });
      },
    };
  }
}
