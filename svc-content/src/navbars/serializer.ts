import type { NavbarView } from '@voltdesk/contracts';
import { idOf } from '../shared/serialize';
import { statusOf } from '../shared/status';
import type { NavbarDoc } from './model';

export type NavbarLean = NavbarDoc & { _id: unknown };

const byPriority = (a: NavbarLean, b: NavbarLean) => a.priority - b.priority || a.name.localeCompare(b.name);

function one(doc: NavbarLean, parentName: string | undefined, children: NavbarView[]): NavbarView {
  return {
    id: idOf(doc),
    name: doc.name,
    parentid: doc.parentid === '0' ? 0 : doc.parentid,
    parent: parentName === undefined ? null : { name: parentName },
    link: doc.link ?? '',
    priority: doc.priority,
    nav_active: statusOf(doc.nav_active),
    useful_active: statusOf(doc.useful_active),
    quick_active: statusOf(doc.quick_active),
    status: statusOf(doc.status),
    children,
  };
}

/** The admin list: every item by priority, each with its parent's name and its children. */
export function serializeNavbarList(docs: NavbarLean[]): NavbarView[] {
  const names = new Map(docs.map((d) => [idOf(d), d.name]));
  const sorted = [...docs].sort(byPriority);
  const childrenOf = (id: string) =>
    sorted.filter((d) => d.parentid === id).map((c) => one(c, names.get(id), []));
  return sorted.map((d) =>
    one(d, d.parentid === '0' ? undefined : names.get(d.parentid), childrenOf(idOf(d))),
  );
}

/** The site's tree: top-level items by priority with their children by priority. */
export function serializeNavbarTree(docs: NavbarLean[]): NavbarView[] {
  const sorted = [...docs].sort(byPriority);
  return sorted
    .filter((d) => d.parentid === '0')
    .map((top) =>
      one(
        top,
        undefined,
        sorted.filter((c) => c.parentid === idOf(top)).map((c) => one(c, top.name, [])),
      ),
    );
}
