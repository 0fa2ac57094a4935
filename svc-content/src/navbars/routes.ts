import { crudHandlers } from '../shared/crud-handlers';
import type { NavbarService } from './service';

export const navbarHandlers = (navbars: NavbarService) =>
  crudHandlers(navbars, ['allNavbar', 'insertNavbar', 'updateNavbar', 'deleteNavbar'], {
    label: 'Navbar',
  });
