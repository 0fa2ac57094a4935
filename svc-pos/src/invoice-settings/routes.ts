import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { InvoiceSettingsService } from './service';

export function invoiceSettingsHandlers(
  settings: InvoiceSettingsService,
): Pick<Handlers<typeof posEndpoints>, 'invoiceSettings' | 'updateInvoiceSettings'> {
  return {
    invoiceSettings: async () => ({ data: await settings.get() }),
    updateInvoiceSettings: async ({ body, user }) => ({
      data: await settings.update(body, user.id),
      message: 'Invoice settings updated successfully.',
    }),
  };
}
