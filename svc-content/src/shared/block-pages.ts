import { normalizeBlocks } from './blocks';
import type { CrudKind } from '@voltdesk/service-kit';
import type { Clock } from './clock';
import { publicationKind } from './publication';

type BlockInput = Parameters<typeof normalizeBlocks>[0];

/**
 * What both kinds of block page (banner pages /banner/{slug}, service pages /service/{slug}) share in their
 * `CrudKind`: a unique slug from the title, a required header image (`em_image`), an optional banner image,
 * blocks stored normalised (tag p, serial from the position, ordered by serial), and a publication.
 */
export const blockPageKind = (clock: Clock) => {
  const publication = publicationKind(clock);
  return {
    searchIn: ['title', 'slug', 'sort_description'],
    publicFilter: publication.publicFilter,
    slugFrom: 'title',
    images: [{ field: 'em_image', required: true }, { field: 'banner_image' }],
    fieldsOf: (body: object) => {
      const {
        id: _id,
        slug: _slug,
        json_data: blocks,
        publication: _publication,
        publish_at: _publishAt,
        ...fields
      } = body as Record<string, unknown> & {
        json_data: BlockInput;
      };
      return { ...fields, json_data: normalizeBlocks(blocks), ...publication.publicationOf(body) };
    },
  } satisfies Partial<CrudKind<unknown, unknown, object, { id: string }>>;
};

export const blockPageFiles = ['em_image', 'banner_image'] as const;
