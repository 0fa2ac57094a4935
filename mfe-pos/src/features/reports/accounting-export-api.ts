import { defineCalls, write } from '@voltdesk/app-core';
import { posEndpoints } from '@voltdesk/contracts';
import { POS_TAGS } from '../../shared/tags';
import { filenameOf, saveFile } from './reports-api';

/**
 * The accountant's export: fetched with the admin's token and saved from the answer, as the other CSV
 * downloads are; a refusal is the JSON envelope, read as any call's error.
 */
const calls = defineCalls(POS_TAGS, {
  exportAccounting: write(posEndpoints.exportAccounting, {
    fetch: {
      cache: 'no-store' as const,
      responseHandler: async (response: Response) => {
        if (!response.ok) return response.json();
        saveFile(await response.blob(), filenameOf(response, 'export.csv'));
        return null;
      },
    },
    result: () => null,
  }),
});

export const { useExportAccountingMutation } = calls;
