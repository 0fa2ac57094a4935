import { publicationBody } from '../publication';
import { blocksToJson, type BlockDraft } from './blocks-editor';

/** The form's texts as BlockPageForm holds them. */
interface BlockPageValues {
  title: string;
  sort_description: string;
  banner_title: string;
  banner_description: string;
  status: string;
  publication: string;
  publish_at: string;
}

/**
 * The body a banner or service page is saved with: its texts trimmed, the blocks as `json_data`, the
 * publication; a banner page's banner part; when it updates a page, its id and status.
 */
export function blockPageBody(
  values: BlockPageValues,
  blocks: readonly BlockDraft[],
  banner: boolean,
  page: { id: string } | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: values.title.trim(),
    sort_description: values.sort_description.trim(),
    json_data: blocksToJson(blocks),
    ...publicationBody({
      publication: values.publication === 'draft' ? 'draft' : 'published',
      publishAt: values.publish_at,
    }),
  };
  if (banner) {
    body.banner_title = values.banner_title.trim();
    body.banner_description = values.banner_description.trim();
  }
  if (page) {
    body.id = page.id;
    body.status = values.status === '1' ? 1 : 0;
  }
  return body;
}
