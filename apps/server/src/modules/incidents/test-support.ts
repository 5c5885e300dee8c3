import { addDays, formatDate, todayIn } from '@afx/domain';
import { as, type TestContext } from '../../../test/harness.js';

/** A POST to the incident service as a demo user, answering in English unless asked otherwise. */
export async function callAs(
  ctx: TestContext,
  login: string,
  path: string,
  payload: unknown,
  language = 'en',
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/incidents/v1${path}`,
    headers: { ...(await as(ctx, login)), cookie: `language=${language}` },
    payload: payload as Record<string, unknown>,
  });
}

/** A date n days before today (Kyiv), as the form writes it. */
export function daysAgo(n: number): string {
  return formatDate(addDays(todayIn(new Date()), -n));
}

export async function idOf(ctx: TestContext, table: 'users' | 'organisations', key: string): Promise<number> {
  const column = table === 'users' ? 'login' : 'name';
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `select id from ${table} where ${column} = $1`,
    [key],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${table} ${key}`);
  return id;
}
