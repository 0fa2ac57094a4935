import type { CardView } from '@voltdesk/contracts';
import type { Lean } from '@voltdesk/service-kit';
import { idOf } from '../shared/serialize';
import { statusOf } from '../shared/status';
import type { CardDoc } from './model';

export const serializeCard = (c: Lean<CardDoc>): CardView => ({
  id: idOf(c),
  title: c.title,
  link: c.link,
  image: c.image,
  status: statusOf(c.status),
});
