import type { ReactNode } from 'react';
import type { Block } from './site-api';
import { SmartLink } from './smart-link';

type Group = { kind: 'h' | 'p'; block: Block } | { kind: 'ul'; items: Block[] };

/** Consecutive li blocks form one list; h and p stand alone. `blocks` are already in serial order. */
export function groupBlocks(blocks: Block[]): Group[] {
  const groups: Group[] = [];
  for (const block of [...blocks].sort((a, b) => a.serial - b.serial)) {
    const last = groups[groups.length - 1];
    if (block.tag === 'li') {
      if (last?.kind === 'ul') last.items.push(block);
      else groups.push({ kind: 'ul', items: [block] });
    } else {
      groups.push({ kind: block.tag, block });
    }
  }
  return groups;
}

function Text({ block }: { block: Block }): ReactNode {
  return block.link ? (
    <SmartLink link={block.link} className="vs-blocks__link">
      {block.text}
    </SmartLink>
  ) : (
    block.text
  );
}

/**
 * The ordered content blocks of a service page or banner page (spec section 2): by serial, h as a heading
 * (h2: the page's h1 is its title), p as a paragraph, consecutive li as one list; each linked when it has a
 * link.
 */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  if (!blocks.length) return null;
  return (
    <div className="vs-blocks">
      {groupBlocks(blocks).map((g) => {
        if (g.kind === 'ul') {
          return (
            <ul key={`ul-${g.items[0]!.serial}`} className="vs-blocks__list">
              {g.items.map((item) => (
                <li key={item.serial}>
                  <Text block={item} />
                </li>
              ))}
            </ul>
          );
        }
        if (g.kind === 'h') {
          return (
            <h2 key={g.block.serial} className="vs-blocks__heading">
              <Text block={g.block} />
            </h2>
          );
        }
        return (
          <p key={g.block.serial}>
            <Text block={g.block} />
          </p>
        );
      })}
    </div>
  );
}
