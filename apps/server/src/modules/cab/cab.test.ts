import { describe, expect, it } from 'vitest';
import { as, testContext } from '../../../test/harness.js';

const ctx = testContext();

async function userInfo(headers: { authorization: string }) {
  const res = await fetch(`${ctx.baseUrl}/api/cab/v1/user/info`, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function policeApiHeaders(): Promise<{ authorization: string }> {
  const res = await fetch(`${ctx.baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'police-api',
      client_secret: 'police-api-demo-secret',
    }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

describe('/user/info: the organisation type the web decides the police cabinet by', () => {
  it("answers a bank user's organisation type", async () => {
    const { status, body } = await userInfo(await as(ctx, 'alpha.analyst'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ org_name: 'Bank Alpha', org_type: 'issuer' });
  });

  it("answers a cyber-police caller's organisation type", async () => {
    const { status, body } = await userInfo(await policeApiHeaders());
    expect(status).toBe(200);
    expect(body).toMatchObject({ org_name: 'Cyber Police Department', org_type: 'cyber_police' });
  });
});
