import type { FirstErrors } from '@voltdesk/app-core';
import { TextField, SelectField } from '@voltdesk/app-core/forms';
import type { BlockView as Block } from '@voltdesk/contracts';

type BlockTag = Block['tag'];

/** A block as edited: every field as text. */
export interface BlockDraft {
  key: number;
  text: string;
  tag: BlockTag;
  link: string;
  serial: string;
}

let nextKey = 1;
const draft = (b: Partial<Block> & { serial: number }): BlockDraft => ({
  key: nextKey++,
  text: b.text ?? '',
  tag: b.tag ?? 'p',
  link: b.link ?? '',
  serial: String(b.serial),
});

/** Blocks of a stored page, or the one empty block a new page starts with (serial 1, tag p). */
export function initialBlocks(blocks?: readonly Block[]): BlockDraft[] {
  return blocks && blocks.length > 0 ? blocks.map((b) => draft(b)) : [draft({ serial: 1 })];
}

/** Add New: a block with the next serial (spec section 9: serial starts at 1 and increments by list length). */
export function appendBlock(blocks: readonly BlockDraft[]): BlockDraft[] {
  return [...blocks, draft({ serial: blocks.length + 1 })];
}

/** What the server gets as `json_data`. */
export function blocksToJson(blocks: readonly BlockDraft[]): Block[] {
  return blocks.map((b) => {
    const serial = b.serial.trim();
    return {
      text: b.text.trim(),
      tag: b.tag,
      link: b.link.trim(),
      serial: (/^\d+$/.test(serial) ? Number(serial) : serial) as number,
    };
  });
}

/** Client rule (spec section 5): block text is required. Errors keyed `json_data.<i>.text`. */
export function blockTextErrors(blocks: readonly BlockDraft[]): FirstErrors {
  const out: FirstErrors = {};
  blocks.forEach((b, i) => {
    if (!b.text.trim()) out[`json_data.${i}.text`] = 'The text field is required.';
  });
  return out;
}

/**
 * The ordered content blocks of banner and service pages: text (required), tag (h Header, p Paragraph,
 * li List), link, serial. Add New appends one; every block but the first has Remove.
 */
export function BlocksEditor({
  blocks,
  onChange,
  errors,
}: {
  blocks: readonly BlockDraft[];
  onChange: (blocks: BlockDraft[]) => void;
  errors: FirstErrors;
}) {
  const set = (index: number, patch: Partial<BlockDraft>) =>
    onChange(blocks.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  return (
    <div>
      {blocks.map((b, i) => (
        <fieldset key={b.key} className="cms-block" aria-label={`Block ${i + 1}`}>
          <TextField
            label="Text"
            name={`json_data.${i}.text`}
            value={b.text}
            onChange={(v) => set(i, { text: v })}
            error={errors[`json_data.${i}.text`]}
          />
          <SelectField
            label="Tag"
            name={`json_data.${i}.tag`}
            value={b.tag}
            onChange={(v) => set(i, { tag: v as BlockTag })}
            error={errors[`json_data.${i}.tag`]}
          >
            <option value="h">Header</option>
            <option value="p">Paragraph</option>
            <option value="li">List</option>
          </SelectField>
          <TextField
            label="Link"
            name={`json_data.${i}.link`}
            value={b.link}
            onChange={(v) => set(i, { link: v })}
            error={errors[`json_data.${i}.link`]}
          />
          <TextField
            label="Serial"
            name={`json_data.${i}.serial`}
            type="number"
            value={b.serial}
            onChange={(v) => set(i, { serial: v })}
            error={errors[`json_data.${i}.serial`]}
          />
          {i > 0 ? (
            <button
              type="button"
              className="vd-btn vd-btn--danger vd-btn--sm cms-block__remove"
              aria-label={`Remove block ${i + 1}`}
              onClick={() => onChange(blocks.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          ) : (
            <span />
          )}
        </fieldset>
      ))}
      {errors.json_data ? <div className="vd-field-error">{errors.json_data}</div> : null}
      <button type="button" className="vd-btn vd-btn--ghost" onClick={() => onChange(appendBlock(blocks))}>
        Add New
      </button>
    </div>
  );
}
