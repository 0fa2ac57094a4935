import type { ListQuery, NavbarCreateRequest, NavbarUpdateRequest, NavbarView } from '@voltdesk/contracts';
import { NotFoundError, ValidationError } from '@voltdesk/service-kit';
import type { ContentChanges } from '../shared/changes';
import { pageOf, type Page } from '@voltdesk/service-kit';
import { ACTIVE } from '../shared/status';
import type { NavbarModel } from './model';
import { serializeNavbarList, serializeNavbarTree, type NavbarLean } from './serializer';

export interface NavbarDeps {
  navbars: NavbarModel;
  changes: ContentChanges;
}

const NOT_FOUND = 'Navbar item not found.';

/** Navigation items: two levels (a parent is a top-level item, never the item itself). */
export class NavbarService {
  constructor(private readonly deps: NavbarDeps) {}

  /** The admin list: every item by priority (a page of those whose name matches `search`). */
  async list(query: ListQuery = {}): Promise<Page<NavbarView>> {
    const all = serializeNavbarList(await this.deps.navbars.find().lean<NavbarLean[]>());
    return pageOf(all, query, (item) => [item.name, item.link]);
  }

  async activeTree(): Promise<NavbarView[]> {
    return serializeNavbarTree(await this.deps.navbars.find({ status: ACTIVE }).lean<NavbarLean[]>());
  }

  async create(body: NavbarCreateRequest): Promise<NavbarView> {
    const parentid = await this.checkParent(String(body.parentid ?? 0));
    const doc = await this.deps.navbars.create({
      name: body.name,
      parentid,
      link: body.link ?? '',
      priority: body.priority,
      nav_active: body.nav_active ?? 1,
      useful_active: body.useful_active ?? 0,
      quick_active: body.quick_active ?? 0,
      status: ACTIVE,
    });
    this.deps.changes.changed('navbars');
    return this.viewOf(String(doc._id));
  }

  /** @throws NotFoundError for an unknown id; ValidationError `parentid` for a parent that is not allowed. */
  async update(body: NavbarUpdateRequest): Promise<NavbarView> {
    const current = await this.deps.navbars.findById(body.id, { _id: 1 }).lean();
    if (!current) throw new NotFoundError(NOT_FOUND);
    const parentid = await this.checkParent(String(body.parentid), body.id);
    if (parentid !== '0' && (await this.deps.navbars.exists({ parentid: body.id }))) {
      throw new ValidationError({ parentid: ['An item that has children must stay a top-level item.'] });
    }
    const { id, ...fields } = body;
    await this.deps.navbars.updateOne(
      { _id: id },
      { $set: { ...fields, link: fields.link ?? '', parentid } },
    );
    this.deps.changes.changed('navbars');
    return this.viewOf(id);
  }

  /** @throws ValidationError `id` while the item has children (nothing is deleted). */
  async remove(id: string): Promise<void> {
    if (!(await this.deps.navbars.exists({ _id: id }))) throw new NotFoundError(NOT_FOUND);
    if (await this.deps.navbars.exists({ parentid: id })) {
      throw new ValidationError({ id: ['This item has children; delete or move them first.'] });
    }
    await this.deps.navbars.deleteOne({ _id: id });
    this.deps.changes.changed('navbars');
  }

  private async checkParent(parentid: string, selfId?: string): Promise<string> {
    if (parentid === '0') return '0';
    const invalid = () => new ValidationError({ parentid: ['The selected parentid is invalid.'] });
    if (parentid === selfId) throw invalid();
    const parent = await this.deps.navbars.findById(parentid, { parentid: 1 }).lean();
    if (!parent || parent.parentid !== '0') throw invalid();
    return parentid;
  }

  private async viewOf(id: string): Promise<NavbarView> {
    const view = (await this.list()).items.find((v) => v.id === id);
    if (!view) throw new NotFoundError(NOT_FOUND);
    return view;
  }
}
