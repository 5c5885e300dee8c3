// Synthetic Crime Check requests for the benches, made inside the database (insert … select
// generate_series, 100,000 a statement, no round trips): the Kyiv and Lviv police units asking Bank
// Alpha and Bank Beta about cards and IBANs over about two years.
import { CRIME_CHECK_DEFAULT_DUE_DAYS } from '@afx/domain';
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

/** The synthetic ids: 12 digits, above the demo's, in the order of filing. */
const ID_BASE = 100_000_100_000;
/** The last days, when most requests still wait for review (4) or are in process (5). */
const RECENT_DAYS = 5;

type Unit = { id: number; user: number; userName: string; employee: string; email: string };

/** A police unit as its demo officer (police.officer: Kyiv, police.lviv: Lviv) files for it. */
async function unitOf(client: pg.Pool, login: string): Promise<Unit> {
  const row = (await client.query(`select id, org_id, full_name, email from users where login = $1`, [login]))
    .rows[0];
  return { id: row.org_id, user: row.id, userName: row.full_name, employee: row.full_name, email: row.email };
}

/**
 * `rows` requests: the Kyiv and Lviv units half each, to Bank Alpha 55 % and Bank Beta 45 %; 85 %
 * about a card of the bank's BINs, 15 % an IBAN with its code (Bank Beta takes no IBAN requests: 3).
 * Statuses: the last 5 days mostly 4 and 5, before that mostly final (6 replied 70 %, 7 rejected
 * 15 %), a few 2, 4 and 5 left over, 2 % of an unknown issuer (1, no bank); 1 % follow-ups with a
 * parent; registry types 1–4 with their due dates. Then the id sequence past them and
 * `vacuum analyze`, as autovacuum would have done.
 */
export async function generateCrcRequests(client: pg.Pool, rows: number): Promise<void> {
  const [alpha, beta, kyiv, lviv] = await Promise.all([
    demoBank(client, 'Bank Alpha'),
    demoBank(client, 'Bank Beta'),
    unitOf(client, 'police.officer'),
    unitOf(client, 'police.lviv'),
  ]);
  const dueDays = `array[${[1, 2, 3, 4].map((type) => CRIME_CHECK_DEFAULT_DUE_DAYS[type] ?? 10).join(',')}]`;
  await createSyntheticHelpers(client, rows);
  const recent = Math.ceil((rows * RECENT_DAYS) / SPAN_DAYS);
  const unit = (field: keyof Unit, text = false) =>
    `case when g % 2 = 0 then ${text ? quote(String(kyiv[field])) : kyiv[field]} else ${text ? quote(String(lviv[field])) : lviv[field]} end`;
  const bankUser = (field: 'user' | 'userName') =>
    `case when recipient = ${alpha.id} then ${field === 'user' ? alpha.user : quote(alpha.userName)} else ${field === 'user' ? beta.user : quote(beta.userName)} end`;
  for (let from = 1; from <= rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK - 1);
    await client.query(`
      insert into crc_requests (id, police_org_id, police_user_id, police_user_name, alert_source_id,
        recipient_org_id, sender_org_id, status_id, request_dt, update_dt, last_user_id, last_user_name,
        registry_type, reg_number, reg_date, incriminated_articles, applicant_name, employee_name,
        employee_email, sender_type, sender_number, recipient_type, recipient_number, fraud_transactions,
        fraudster_contacts, url, notes, parent_id, tran_time, tran_count, total_amount, currency_code,
        reply, taken_at, answered_at, due_dt)
      select (${ID_BASE} + ${rows} - g)::text, ${unit('id')}, ${unit('user')}, ${unit('userName', true)}, ${unit('id')},
        case when status = 1 then null else recipient end, sender, status, dt,
        case when status in (6, 7) then dt + interval '1 day' when status = 5 then dt + interval '2 hours' else dt end,
        case when status in (5, 6, 7) then ${bankUser('user')} end,
        case when status in (5, 6, 7) then ${bankUser('userName')} end,
        registry_type, lpad((120261000000 + g * 7919 % 100000000)::text, 17, '1'),
        to_char((dt - interval '1 day') at time zone 'Europe/Kyiv', 'DD.MM.YYYY'),
        '[{"article": "190", "part": "2"}]'::jsonb, 'Applicant ' || g, ${unit('employee', true)}, ${unit('email', true)},
        'card', bench_card(case when sender = ${alpha.id} then ${textArray(alpha.bins)} else ${textArray(beta.bins)} end, g * 7),
        recipient_type, recipient_number,
        jsonb_build_array(jsonb_build_object(
          'date_time', to_char((dt - interval '26 hours') at time zone 'Europe/Kyiv', 'DD.MM.YYYY HH24:MI:SS'),
          'amount', amount::text, 'currency_code', currency, 'term_type', 'online',
          'tran_type', case when recipient_type = 'card' then 'p2p' else 'p2account' end,
          case when recipient_type = 'card' then 'pan' else 'iban' end, recipient_number)),
        '[{"name": "Олег", "phone": "0671234567"}]'::jsonb,
        'https://olx-dostavka-' || g % 1000 || '.example/pay',
        'Synthetic request ' || g || ': the victim paid for a "delivery" on a phishing site.',
        case when g % 100 = 17 then (${ID_BASE} + ${rows} - g - 3)::text end,
        dt - interval '26 hours', 1, amount, currency,
        case when status = 6 then jsonb_build_object('is_rejected', false, 'funds_were_not_used', false,
               'transactions', jsonb_build_array(jsonb_build_object(
                 'date_time', to_char((dt - interval '25 hours') at time zone 'Europe/Kyiv', 'DD.MM.YYYY HH24:MI:SS'),
                 'amount', (amount - 100)::text, 'currency_code', currency, 'term_type', 'atm', 'tran_type', 'cash',
                 'terminal_id', 'ATM04412', 'merchant_name', 'ATM, Khreshchatyk 22', 'city', 'Kyiv', 'country_code', 'UA')),
               'last_offline_transactions', '[]'::jsonb,
               'last_authorization_geodata', jsonb_build_array(jsonb_build_object(
                 'date_time', to_char((dt - interval '25 hours') at time zone 'Europe/Kyiv', 'DD.MM.YYYY HH24:MI:SS'),
                 'lat', 50.447731, 'lon', 30.522765)),
               'recipient_cardholder_id', '3012345678', 'recipient_cardholder_name', 'Holder ' || g,
               'notes', 'The funds were withdrawn at an ATM.', 'issuer_id', recipient,
               'update_dt', to_char((dt + interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
             when status = 7 then jsonb_build_object('is_rejected', true, 'funds_were_not_used', false,
               'transactions', '[]'::jsonb, 'last_offline_transactions', '[]'::jsonb,
               'last_authorization_geodata', '[]'::jsonb, 'notes', 'The account was closed before the payment.',
               'issuer_id', recipient,
               'update_dt', to_char((dt + interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        end,
        case when status in (5, 6, 7) then dt + interval '2 hours' end,
        case when status in (6, 7) then dt + interval '1 day' end,
        dt + make_interval(days => (${dueDays})[registry_type])
      from (
        select g, dt, recipient, sender, registry_type, amount, currency,
          case when unknown then 'card' when r4 < 850 then 'card' else 'account' end as recipient_type,
          case when unknown then bench_card(array['49999988'], g)
               when r4 < 850 then bench_card(case when recipient = ${beta.id} then ${textArray(beta.bins)} else ${textArray(alpha.bins)} end, g)
               else 'UA' || lpad((10 + g % 90)::text, 2, '0') || case when recipient = ${beta.id} then '${beta.mfo}' else '${alpha.mfo}' end
                 || lpad((g * 104729 % 1000000000000000000)::text, 19, '0') end as recipient_number,
          case when unknown then 1
               when r4 >= 850 and recipient = ${beta.id} then 3
               when g <= ${recent} then (array[4, 4, 4, 4, 5, 5, 5, 6, 7, 2])[1 + r1 / 100]
               when r1 < 700 then 6 when r1 < 850 then 7 when r1 < 900 then 2 when r1 < 910 then 4
               when r1 < 920 then 5 else 6 end as status
        from (
          select g, bench_dt(g) as dt,
            case when g % 20 < 11 then ${alpha.id} else ${beta.id} end as recipient,
            case when g % 20 < 11 then ${beta.id} else ${alpha.id} end as sender,
            (1 + g % 4)::smallint as registry_type,
            (g * 2654435761 % 1000)::int as r1, (g * 69069 % 1000)::int as r4,
            (g * 48271 % 1000) >= 980 as unknown,
            (500 + g * 7919 % 99500)::numeric(18, 2) as amount,
            case when g * 40503 % 1000 < 900 then '980' when g * 40503 % 1000 < 960 then '840' else '978' end as currency
          from generate_series(${from}::bigint, ${to}::bigint) g
        ) s
      ) t`);
    process.stdout.write(`\r  ${to.toLocaleString('en')} requests`);
  }
  process.stdout.write('\n');
  await dropSyntheticHelpers(client);
  // Requests filed after these get the next ids.
  await client.query(`select setval('crc_request_id_seq', greatest((select max(id::bigint) from crc_requests),
    (select last_value from crc_request_id_seq)))`);
  await client.query('vacuum analyze');
}
