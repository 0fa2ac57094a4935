import { ConflictError, isDuplicateKey, type Clock } from '@voltdesk/service-kit';
import type { Types } from 'mongoose';
import type { QuoteCounterModel, QuoteDoc, QuoteModel } from './model';
import { CHANGED_UNDERNEATH } from './rules';

/** A quote recorded this long ago without a number lost its request: number it on the next read. */
const UNNUMBERED_STALE_MS = 60_000;
/** Attempts at a free number when the counter is behind the quotes (a counter restored from a backup). */
const NUMBER_ATTEMPTS = 5;

/**
 * The quotes' gap-free number series (`counters` `quote`, shown Q-000001). Like credit notes, a quote is
 * recorded first without a number and numbered right after, so a refused quote never takes one and
 * concurrent creates get consecutive numbers. A quote whose request died in between is numbered by the
 * next read after UNNUMBERED_STALE_MS.
 */
export class QuoteNumbers {
  constructor(private readonly deps: { quotes: QuoteModel; counters: QuoteCounterModel; clock: Clock }) {}

  /** Numbers the quotes whose request died between recording and numbering them. */
  async numberStale(): Promise<void> {
    const cutoff = new Date(this.deps.clock.now().getTime() - UNNUMBERED_STALE_MS);
    const stale = await this.deps.quotes
      .find({ unnumbered: true, created_at: { $lt: cutoff } }, { _id: 1 })
      .sort({ created_at: 1 })
      .lean<Array<Pick<QuoteDoc, '_id'>>>();
    for (const q of stale) await this.assign(q._id);
  }

  /**
   * Takes the next quote number and writes it on the quote, if it has none yet. Gives the number back when
   * the quote was numbered by someone else in between and nobody took a later one, so the series keeps no
   * gap.
   *
   * @throws ConflictError when the counter stays behind the quotes after NUMBER_ATTEMPTS.
   */
  async assign(id: Types.ObjectId): Promise<void> {
    for (let attempt = 1; attempt <= NUMBER_ATTEMPTS; attempt += 1) {
      if (!(await this.deps.quotes.exists({ _id: id, unnumbered: true }))) return;
      const counter = await this.deps.counters
        .findOneAndUpdate({ _id: 'quote' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
        .lean();
      const quoteNo = counter!.seq;
      try {
        const { matchedCount } = await this.deps.quotes.updateOne(
          { _id: id, unnumbered: true },
          { $set: { quote_no: quoteNo }, $unset: { unnumbered: 1 } },
        );
        if (matchedCount === 0) await this.giveBack(quoteNo);
        return;
      } catch (err) {
        if (!isDuplicateKey(err, 'quote_no')) throw err;
        await this.catchUp();
      }
    }
    throw new ConflictError(CHANGED_UNDERNEATH);
  }

  /**
   * The number taken is already a quote's: the counter is behind (restored from an older backup). Moves it
   * past the highest number in use, so the next attempt takes a free one.
   */
  private async catchUp(): Promise<void> {
    const [highest] = await this.deps.quotes
      .find({ quote_no: { $exists: true } }, { quote_no: 1 })
      .sort({ quote_no: -1 })
      .limit(1)
      .lean<Array<Pick<QuoteDoc, 'quote_no'>>>();
    await this.deps.counters.updateOne(
      { _id: 'quote', seq: { $lt: highest?.quote_no ?? 0 } },
      { $set: { seq: highest?.quote_no ?? 0 } },
    );
  }

  private async giveBack(quoteNo: number): Promise<void> {
    await this.deps.counters.updateOne({ _id: 'quote', seq: quoteNo }, { $inc: { seq: -1 } });
  }
}
