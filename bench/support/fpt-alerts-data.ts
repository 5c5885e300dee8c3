// Synthetic FPT alerts for the benches, made inside the database (insert … select generate_series,
// 100,000 a statement, no round trips): the demo banks sending to each other over about two years.
import type pg from 'pg';
import {
  CHUNK,
  SPAN_DAYS,
  createSyntheticHelpers,
  demoBank,
  dropSyntheticHelpers,
  quote,
  textArray,
} from './synthetic-data.js';

/** UUID v7 as the server makes them: the time in milliseconds first, so ids sort by creation. */
async function createIdHelper(client: pg.Pool): Promise<void> {
  await client.query(`
    create or replace function fpt_bench_id(g bigint) returns text language sql immutable as $$
      select substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-7' || substr(r, 1, 3) || '-8' || substr(r, 4, 3)
        || '-' || substr(r, 7, 12)
      from (select lpad(to_hex((extract(epoch from bench_dt(g)) * 1000)::bigint), 12, '0') as h,
                   md5(g::text) as r) x $$`);
}

/**
 * `rows` alerts: Bank Alpha sends 45 %, Bank Beta 40 %, Gamma Acquiring 15 %, each bank to the
 * other (Gamma to either); 85 % against a card, 15 % an IBAN, 3 % to a foreign card (no recipient).
 * Statuses: mostly final, the last three days mostly 1 and 3; 90 % in hryvnia; 1 % forwarded
 * children with a parent. Then `vacuum analyze`, as autovacuum would have done.
 */
export async function generateAlerts(client: pg.Pool, rows: number): Promise<void> {
  const [alpha, beta, gamma] = await Promise.all([
    demoBank(client, 'Bank Alpha'),
    demoBank(client, 'Bank Beta'),
    demoBank(client, 'Gamma Acquiring'),
  ]);
  await createSyntheticHelpers(client, rows);
  await createIdHelper(client);
  const recent = Math.ceil((rows * 3) / SPAN_DAYS);
  for (let from = 1; from <= rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK - 1);
    await client.query(`
      insert into fpt_alerts (id, request_dt, updated_at, creator_org_id, creator_user_id, creator_user_name,
        sender_type, sender_number, sender_org_id, recipient_type, recipient_number, recipient_org_id,
        fraud_type_id, prevented_fraud, reply_email, parent_id, transit_mode, description, status_id, notes,
        trans_in, tran_time, tran_count, total_amount, currency_code, last_user_id, last_user_name,
        taken_at, final_at)
      select fpt_bench_id(g), dt, dt + interval '1 hour', creator, creator_user, creator_name,
        'card', bench_card(case when creator = ${beta.id} then ${textArray(beta.bins)} else ${textArray(alpha.bins)} end, g * 7),
        case when creator = ${beta.id} then ${beta.id} else ${alpha.id} end,
        case when foreign_card then 'card' when r4 < 850 then 'card' else 'account' end,
        case when foreign_card then bench_card(array['40000011', '52000022'], g)
             when r4 < 850 then bench_card(case when recipient = ${beta.id} then ${textArray(beta.bins)} else ${textArray(alpha.bins)} end, g)
             else 'UA' || lpad((10 + g % 90)::text, 2, '0') || case when recipient = ${beta.id} then '${beta.mfo}' else '${alpha.mfo}' end
               || lpad((g * 104729 % 1000000000000000000)::text, 19, '0') end,
        case when foreign_card then null else recipient end,
        1 + g % 8, g % 10 = 0, 'fraud@sender.example',
        case when g % 100 = 17 then fpt_bench_id(g + 3) end, g % 100 = 17,
        'Synthetic alert ' || g || ': the client was called by a fake bank officer and sent the money to this card.',
        status, case when status <> 1 then 'checked' end,
        jsonb_build_array(jsonb_build_object('date_time', to_char((dt - interval '2 hours') at time zone 'Europe/Kyiv', 'DD.MM.YYYY HH24:MI:SS'),
          'amount', amount::text, 'currency_code', currency)),
        dt - interval '2 hours', 1, amount, currency,
        case when status <> 1 then recipient_user end, case when status <> 1 then recipient_name end,
        case when status not in (1, 2) then dt + interval '10 minutes' end,
        case when status in (2, 6, 10, 11, 12, 13) then dt + interval '5 hours' end
      from (
        select g, dt, creator, recipient, r4, foreign_card,
          case when creator = ${alpha.id} then ${alpha.user ?? 'null'} when creator = ${beta.id} then ${beta.user ?? 'null'} else ${gamma.user ?? 'null'} end as creator_user,
          case when creator = ${alpha.id} then ${quote(alpha.userName)} when creator = ${beta.id} then ${quote(beta.userName)} else ${quote(gamma.userName)} end as creator_name,
          case when recipient = ${alpha.id} then ${alpha.user ?? 'null'} else ${beta.user ?? 'null'} end as recipient_user,
          case when recipient = ${alpha.id} then ${quote(alpha.userName)} else ${quote(beta.userName)} end as recipient_name,
          case when g <= ${recent} then (array[1, 1, 1, 1, 3, 3, 3, 4, 8, 12])[1 + r1 / 100]
               when r1 < 350 then 12 when r1 < 500 then 11 when r1 < 600 then 13 when r1 < 680 then 6
               when r1 < 740 then 2 when r1 < 790 then 10 when r1 < 840 then 8 when r1 < 870 then 4
               when r1 < 890 then 9 when r1 < 905 then 5 when r1 < 915 then 7 when r1 < 940 then 3
               when r1 < 960 then 1 else 12 end as status,
          case when r2 < 900 then '980' when r2 < 960 then '840' else '978' end as currency,
          (500 + g * 7919 % 99500)::numeric(18, 2) as amount
        from (
          select g, bench_dt(g) as dt,
            case when g % 20 < 9 then ${alpha.id} when g % 20 < 17 then ${beta.id} else ${gamma.id} end as creator,
            case when g % 20 < 9 then ${beta.id} when g % 20 < 17 then ${alpha.id}
                 when g / 20 % 2 = 0 then ${alpha.id} else ${beta.id} end as recipient,
            (g * 2654435761 % 1000)::int as r1, (g * 40503 % 1000)::int as r2, (g * 69069 % 1000)::int as r4,
            (g * 69069 % 1000) >= 970 as foreign_card
          from generate_series(${from}::bigint, ${to}::bigint) g
        ) s
      ) t`);
    process.stdout.write(`\r  ${to.toLocaleString('en')} alerts`);
  }
  process.stdout.write('\n');
  await client.query(`drop function fpt_bench_id(bigint)`);
  await dropSyntheticHelpers(client);
  await client.query('vacuum analyze');
}
