import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import { categories, customers, services } from './fixtures';
import { renderPos } from './render-pos';

export type User = ReturnType<typeof userEvent.setup>;

/**
 * The POS form (`/admin/ordercreate`) with the active services of the fixtures and a phone svc-pos does not
 * know; `routes` add to those answers or replace them.
 */
export function renderPosForm(routes: Record<string, RouteHandler> = {}) {
  return renderPos('/admin/ordercreate', {
    'GET admin/getposInsertData': {
      body: { data: { customers, categories, products: services.filter((s) => s.status === 1) } },
    },
    'GET admin/customerByPhone': { status: 404, body: { message: 'Customer not found.' } },
    ...routes,
  });
}

/** The POS form as `renderPosForm` shows it, once its service grid is there, and a user to drive it. */
export async function openPosForm(routes: Record<string, RouteHandler> = {}) {
  const rendered = renderPosForm(routes);
  const user = userEvent.setup();
  await screen.findByRole('list', { name: 'Services' });
  return { ...rendered, user };
}

/** The grid's card of the service named `name` (a pattern: a card also shows the price and category). */
export const serviceCard = (name: string) =>
  within(screen.getByRole('list', { name: 'Services' })).getByRole('button', { name: new RegExp(name) });

/** A new customer, Ada Lovelace, typed into the form (her phone is one svc-pos does not know). */
export async function fillCustomer(user: User) {
  await user.type(screen.getByLabelText('Phone'), '07700 900999');
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
}
