import { Schema } from 'mongoose';

/** A content block of a banner page or service page (spec section 3). */
export interface Block {
  text: string;
  tag: 'h' | 'p' | 'li';
  link: string;
  serial: number;
}

export const blockSchema = new Schema<Block>(
  {
    text: { type: String, required: true },
    tag: { type: String, enum: ['h', 'p', 'li'], default: 'p' },
    link: { type: String, default: '' },
    serial: { type: Number, required: true },
  },
  { _id: false },
);

/**
 * Blocks as stored: tag defaults to p, a missing serial takes the block's position (spec section 9: serial
 * starts at 1), and the list is ordered by serial (stable for equal serials).
 */
export function normalizeBlocks(
  blocks: ReadonlyArray<{ text: string; tag?: string; link?: string; serial?: number }>,
): Block[] {
  return blocks
    .map((b, i) => ({
      text: b.text,
      tag: (b.tag ?? 'p') as Block['tag'],
      link: b.link ?? '',
      serial: b.serial ?? i + 1,
      i,
    }))
    .sort((a, b) => a.serial - b.serial || a.i - b.i)
    .map(({ i: _i, ...block }) => block);
}

export const serializeBlocks = (blocks: readonly Block[] | undefined): Block[] =>
  [...(blocks ?? [])]
    .sort((a, b) => a.serial - b.serial)
    .map((b) => ({ text: b.text, tag: b.tag, link: b.link ?? '', serial: b.serial }));
