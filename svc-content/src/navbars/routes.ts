import { crudHandlers } from '@voltdesk/service-kit';
import type { NavbarService } from './service';

export const navbarHandlers = (navbars: NavbarService) =>
  crudHandlers(
    navbars,
    { list: 'allNavbar', create: 'insertNavbar', update: 'updateNavbar', remove: 'deleteNavbar' },
    {
      label: 'Navbar',
    },
  );
