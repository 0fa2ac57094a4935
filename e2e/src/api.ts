import { stackInfo } from './stack';

/** Calls the product's API through the gateway, as the browser does. */
export async function api<T = unknown>(
  path: string,
  init: {
    method?: string;
    token?: string;
    json?: unknown;
    form?: FormData;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) body = init.form;
  const res = await fetch(`${stackInfo().baseUrl}/api/${path}`, {
    method: init.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function adminToken(): Promise<string> {
  const { adminEmail, adminPassword } = stackInfo();
  const res = await api<{ data: { access_token: string } }>('login', {
    method: 'POST',
    json: { email: adminEmail, password: adminPassword },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.body.data.access_token;
}
