import { crudHandlers } from '../shared/crud-handlers';
import type { ContentHandlers } from '../shared/handlers';
import type { NavbarService } from './service';

type NavbarHandlers = Pick<ContentHandlers, 'allNavbar' | 'insertNavbar' | 'updateNavbar' | 'deleteNavbar'>;

export const navbarHandlers = (navbars: NavbarService): NavbarHandlers =>
  crudHandlers(
    navbars,
    { list: 'allNavbar', create: 'insertNavbar', update: 'updateNavbar', remove: 'deleteNavbar' },
    { label: 'Navbar' },
  );
