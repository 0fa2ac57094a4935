import { formatQuoteNo, LEAD_MESSAGES, type posEndpoints } from '@voltdesk/contracts';
import { everyFileOf, type Handlers } from '@voltdesk/service-kit';
import type { LeadService } from './service';

type LeadHandlers = Pick<
  Handlers<typeof posEndpoints>,
  'leadFormToken' | 'createLead' | 'leads' | 'updateLeadStatus' | 'convertLead' | 'quoteLead'
>;

export function leadHandlers(leads: LeadService): LeadHandlers {
  return {
    leadFormToken: async ({ ctx }) => ({ data: { token: await leads.issueFormToken(ctx.ip) } }),
    createLead: async ({ body, ctx }) => {
      await leads.receive(body, everyFileOf(ctx, 'photos'), ctx.ip);
      return { data: null, status: 201, message: LEAD_MESSAGES.sent };
    },
    leads: async ({ query }) => {
      if (query.id) return { data: await leads.get(query.id) };
      return leads.list(query);
    },
    updateLeadStatus: async ({ body, user }) => {
      const lead = await leads.setStatus(body.id, body.status, user.id);
      return { data: lead, message: `Lead marked ${lead.status}.` };
    },
    convertLead: async ({ body }) => {
      const conversion = await leads.convert(body.id);
      const outcome = conversion.created ? 'created' : 'found';
      const message =
        outcome === 'created'
          ? `Customer ${conversion.customer.name} added.`
          : `Customer ${conversion.customer.name} found.`;
      return { data: conversion, message };
    },
    quoteLead: async ({ body, user }) => {
      const { lead, quote } = await leads.quote(body, user.id);
      return {
        data: lead,
        status: 201,
        message: `Quote ${formatQuoteNo(quote.quote_no ?? 0)} created from the lead`,
      };
    },
  };
}
