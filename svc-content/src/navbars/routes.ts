import { crudHandlers } from '@voltdesk/service-kit';
import type { NavbarService } from './service';

export const navbarHandlers = (navbars: NavbarService) =>
  crudHandlers(
    navbars,
    { list: 'navbars', create: 'createNavbar', update: 'updateNavbar', remove: 'deleteNavbar' },
    {
      label: 'Navbar',
    },
  );
