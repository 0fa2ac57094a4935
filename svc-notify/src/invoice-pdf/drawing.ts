/*
 * The look of the printed invoice (mfe-pos/src/features/orders/invoice.tsx + invoice.css), in PDF points:
 * A4, 14 mm margins, 13 px text (9.75 pt), the same colours, the blue rule under the head, the grey table
 * head, the status pill, bank details in a rounded box beside the totals.
 */
const MM = 72 / 25.4;
export const MARGIN = 14 * MM;
const PAGE = { width: 595.28, height: 841.89 };
export const CONTENT = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN;
export const SIZE = 9.75;
export const SMALL = 8.25;
export const COLOR = {
  text: '#1f2937',
  muted: '#64748b',
  soft: '#475569',
  blue: '#1f6feb',
  headBg: '#f1f5f9',
  headRule: '#cbd5e1',
  rowRule: '#e2e8f0',
  paidBg: '#dafbe1',
  paidText: '#116329',
  unpaidBg: '#ffebe9',
  unpaidText: '#82071e',
};
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

export type Doc = PDFKit.PDFDocument;

export interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
}

const PAD = 6;

/** The grey head of a table, its labels in capitals; drawn again on each new page. */
function tableHead(doc: Doc, columns: Column[], widths: number[]): void {
  doc.font(BOLD).fontSize(SMALL);
  const label = { characterSpacing: 0.4 };
  const h =
    Math.max(
      ...columns.map((c, i) =>
        doc.heightOfString(c.label.toUpperCase(), { ...label, width: widths[i]! - 2 * PAD }),
      ),
    ) +
    2 * PAD;
  const y = doc.y;
  doc.rect(MARGIN, y, CONTENT, h).fill(COLOR.headBg);
  doc
    .moveTo(MARGIN, y + h)
    .lineTo(MARGIN + CONTENT, y + h)
    .lineWidth(0.75)
    .stroke(COLOR.headRule);
  let x = MARGIN;
  columns.forEach((c, i) => {
    doc.fillColor(COLOR.soft).text(c.label.toUpperCase(), x + PAD, y + PAD, {
      width: widths[i]! - 2 * PAD,
      align: c.align,
      ...label,
    });
    x += widths[i]!;
  });
  doc.y = y + h;
}

/** A table like the printed one: grey head (repeated on a new page), rows never split, a rule under each. */
export function table(
  doc: Doc,
  columns: Column[],
  rows: string[][],
  options: { caption?: string } = {},
): void {
  const total = columns.reduce((s, c) => s + c.width, 0);
  const scale = CONTENT / total;
  const widths = columns.map((c) => c.width * scale);
  if (options.caption) {
    ensureRoom(doc, 60);
    doc.font(BOLD).fontSize(SMALL).fillColor(COLOR.muted).text(options.caption.toUpperCase(), MARGIN, doc.y, {
      characterSpacing: 0.6,
    });
    doc.moveDown(0.3);
  }
  ensureRoom(doc, 48);
  tableHead(doc, columns, widths);
  for (const row of rows) {
    doc.font(FONT).fontSize(SIZE);
    const h =
      Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 2 * PAD }))) + 2 * PAD;
    if (doc.y + h > BOTTOM) {
      doc.addPage();
      tableHead(doc, columns, widths);
      doc.font(FONT).fontSize(SIZE);
    }
    const y = doc.y;
    let x = MARGIN;
    row.forEach((cell, i) => {
      doc.fillColor(COLOR.text).text(cell, x + PAD, y + PAD, {
        width: widths[i]! - 2 * PAD,
        align: columns[i]!.align,
      });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, y + h)
      .lineTo(MARGIN + CONTENT, y + h)
      .lineWidth(0.5)
      .stroke(COLOR.rowRule);
    doc.y = y + h;
  }
}

/** Starts a new page when less than `height` is left, so a block is never split. */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

/** Label / value pairs as the printed `<dl>`: muted labels, values beside them. */
export function pairs(
  doc: Doc,
  rows: ReadonlyArray<readonly [string, string, { strong?: boolean }?]>,
  x: number,
  y: number,
  width: number,
  options: { labelWidth: number; valueAlign: 'left' | 'right'; valueBold?: boolean },
): number {
  let top = y;
  for (const [label, value, style] of rows) {
    const strong = style?.strong ?? false;
    const size = strong ? 11.25 : SIZE;
    if (strong) {
      doc
        .moveTo(x, top)
        .lineTo(x + width, top)
        .lineWidth(0.75)
        .stroke(COLOR.headRule);
      top += 3;
    }
    doc
      .font(strong ? BOLD : FONT)
      .fontSize(size)
      .fillColor(strong ? COLOR.text : COLOR.muted);
    doc.text(label, x, top, { width: options.labelWidth });
    const valueFont = strong || options.valueBold ? BOLD : FONT;
    doc.font(valueFont).fontSize(size).fillColor(COLOR.text);
    const valueWidth = width - options.labelWidth - 8;
    doc.text(value, x + options.labelWidth + 8, top, { width: valueWidth, align: options.valueAlign });
    const h = Math.max(
      doc.font(FONT).heightOfString(label, { width: options.labelWidth }),
      doc.font(valueFont).heightOfString(value, { width: valueWidth }),
    );
    top += h + 3;
  }
  return top;
}

export function statusPill(doc: Doc, status: string, paid: boolean, rightEdge: number, y: number): void {
  const label = status.toUpperCase();
  doc.font(BOLD).fontSize(SMALL);
  const w = doc.widthOfString(label, { characterSpacing: 0.4 }) + 14;
  const h = SMALL + 5;
  doc.roundedRect(rightEdge - w, y - 1.5, w, h, h / 2).fill(paid ? COLOR.paidBg : COLOR.unpaidBg);
  doc.fillColor(paid ? COLOR.paidText : COLOR.unpaidText).text(label, rightEdge - w + 7, y + 1, {
    lineBreak: false,
    characterSpacing: 0.4,
  });
}
