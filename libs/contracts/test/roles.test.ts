import { AREA_ROLES, ROLES, rolesOf, routeTable, type Role } from '../src';

const governed = routeTable.filter((r) => r.access === 'admin' || r.access === 'public-admin-extras');
const allowed = (path: string): readonly Role[] | null => {
  const route = routeTable.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return rolesOf(route);
};

describe('roles of the endpoints', () => {
  it('gives every admin endpoint its roles, the owner always among them', () => {
    for (const route of governed) expect(rolesOf(route)).toContain('owner');
    for (const route of routeTable.filter((r) => r.access === 'public' || r.access === 'key'))
      expect(rolesOf(route)).toBeNull();
  });

  it('leaves the admin accounts to owners; the own session and profile, and admin names, to every admin', () => {
    for (const path of ['admin/userlist', 'admin/userstatus', 'admin/adminregister', 'admin/userRole'])
      expect(allowed(path)).toEqual(['owner']);
    for (const path of [
      'admin/users',
      'updateProfile',
      'changePassword',
      'logout',
      'logoutEverywhere',
      'admin/adminNames',
    ])
      expect(allowed(path)).toEqual(ROLES);
  });

  it('keeps the CMS from clerks and the point of sale from editors', () => {
    expect(AREA_ROLES.content).toEqual(['owner', 'editor']);
    expect(AREA_ROLES.notify).toEqual(['owner', 'editor']);
    expect(AREA_ROLES.pos).toEqual(['owner', 'clerk']);
    expect(allowed('admin/insertPost')).toEqual(['owner', 'editor']);
    expect(allowed('admin/updateSiteData')).toEqual(['owner', 'editor']);
    expect(allowed('admin/sendNewsLetter')).toEqual(['owner', 'editor']);
    expect(allowed('admin/insertOrder')).toEqual(['owner', 'clerk']);
  });
});
