import type { EventDataMap } from '@voltdesk/contracts';
import type { UserView } from '@voltdesk/contracts';
import { roleOf, type UserDoc } from './user-model';

type UserFields = Pick<UserDoc, '_id' | 'name' | 'email' | 'avatar' | 'user_type' | 'role' | 'status'>;

/** What the API shows of a user: never `_id`, `__v`, the hash or the outbox. */
export function toUserView(user: UserFields): UserView {
  return {
    id: String(user._id),
    name: user.name,
    email: user.email,
    avatar: user.avatar ?? null,
    user_type: user.user_type,
    role: roleOf(user),
    status: user.status === 1 ? 1 : 0,
  };
}

/** The `UserData` payload of `user.created` / `user.updated` (libs/contracts/events/asyncapi.yaml). */
export function toUserData(user: UserFields): EventDataMap['user.created'] {
  return {
    id: String(user._id),
    name: user.name,
    email: user.email,
    user_type: user.user_type,
    status: user.status === 1 ? 1 : 0,
  };
}
