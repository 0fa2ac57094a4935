import type request from 'supertest';
import {
  hasPermission,
  ROLES,
  roleRefusedMessage,
  rolesOf,
  routeTable,
  type Role,
  type ServiceName,
} from '@voltdesk/contracts';

export interface RoleWalkOptions {
  /** The service whose admin endpoints are walked (from the contracts' route table). */
  service: ServiceName;
  /** A fresh supertest client of the service (`() => request(app.callback())`). */
  api: () => ReturnType<typeof request>;
  /**
   * A new token of an active admin with that role (a new one per call: some calls end their session),
   * holding the role's default permissions (no `perms` claim).
   */
  tokenOf(role: Role): Promise<string>;
}

export interface RoleWalkResult {
  /** How many endpoint and role pairs were tried. */
  checked: number;
  /** What broke the definitions, in words: empty when every endpoint enforces its roles. */
  problems: string[];
}

/**
 * Walks every `admin` endpoint a service owns in the contracts' route table and calls it once per role:
 * a role the definition refuses must get 403 with the roles message, before anything else is looked at;
 * a role it allows must get past the guard (any answer but 401 and that 403, typically 422 for the empty
 * input). Every `public-admin-extras` GET endpoint must answer a refused role exactly what it answers a
 * visitor. The roles are read from the same definitions the services register, so an endpoint added later
 * is walked too.
 */
export async function walkEndpointRoles(options: RoleWalkOptions): Promise<RoleWalkResult> {
  const problems: string[] = [];
  let checked = 0;
  for (const route of routeTable) {
    if (route.service !== options.service || route.access !== 'admin') continue;
    // A role is let in when the definition names it and, on an endpoint that needs a permission, the
    // role holds it by default.
    const allowed = (rolesOf(route) ?? []).filter(
      (r) => !route.permission || hasPermission(r, null, route.permission),
    );
    for (const role of ROLES) {
      checked += 1;
      const token = await options.tokenOf(role);
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      // Empty input: a guard that lets the role in leaves the answer to validation (422 mostly).
      const sent = options.api()[method](`/api/${route.path}`).set('Authorization', `Bearer ${token}`);
      const { status, body } = await (route.method === 'GET' ? sent : sent.send({}));
      const message = (body as { message?: unknown } | null)?.message;
      const refused = status === 403 && message === roleRefusedMessage(role);
      const what = `${route.method} ${route.path} as ${role}`;
      if (allowed.includes(role) && (refused || status === 401))
        problems.push(`${what}: allowed by its definition, answered ${status} ${String(message)}`);
      if (!allowed.includes(role) && !refused)
        problems.push(`${what}: refused by its definition, answered ${status} ${String(message)}`);
    }
  }
  for (const route of routeTable) {
    if (route.service !== options.service || route.access !== 'public-admin-extras') continue;
    if (route.method !== 'GET') continue;
    const visitor = await options.api().get(`/api/${route.path}`);
    for (const role of ROLES.filter((r) => !(rolesOf(route) ?? []).includes(r))) {
      checked += 1;
      const token = await options.tokenOf(role);
      const res = await options.api().get(`/api/${route.path}`).set('Authorization', `Bearer ${token}`);
      if (res.status !== visitor.status || JSON.stringify(res.body) !== JSON.stringify(visitor.body))
        problems.push(`GET ${route.path} as ${role}: answered other than to a visitor (${res.status})`);
    }
  }
  return { checked, problems };
}
