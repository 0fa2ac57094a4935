import type { ContactRequest } from '@voltdesk/contracts';
import { withEvents } from '@voltdesk/service-kit';
import type { Clock } from '../shared/clock';
import { contentEvent } from '../shared/events';
import type { ContactModel } from './model';

export class ContactService {
  constructor(private readonly deps: { contacts: ContactModel; clock: Clock }) {}

  /** Stores the message and emits `contact.received` in the same write. */
  async receive(body: ContactRequest): Promise<{ id: string }> {
    const doc = new this.deps.contacts({ ...body, created_at: this.deps.clock.now() });
    const id = doc.id as string;
    doc.set(withEvents(contentEvent('contact.received', id, { id, ...body })));
    await doc.save();
    return { id };
  }
}
