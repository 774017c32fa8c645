import { LOYALTY_RUPEES_PER_POINT, rupeesToCents } from '@laundry/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { withTotalsRebuiltAfter } from '../src/db/kept-totals';
import { users } from '../src/db/schema';
import { recalculateAllCustomerTotals } from '../src/modules/customers/totals-repository';
import { hashPassword } from '../src/passwords';

export const BENCH_ADMIN = { email: 'bench.admin@laundry.test', password: 'bench-password' };

const FIRST_NAMES = [
  'Nimal',
  'Kasuni',
  'Tharindu',
  'Dilini',
  'Chamara',
  'Sachini',
  'Ishara',
  'Ravindu',
  'Hiruni',
  'Pasindu',
  'Malsha',
  'Kavindu',
  'Nethmi',
  'Dinuka',
  'Sanduni',
  'Lahiru',
  'Oshadi',
  'Yasiru',
  'Thilini',
  'Ashen',
  'Imesha',
  'Chathura',
  'Sewwandi',
  'Mohamed',
  'Fathima',
  'Arjun',
  'Priya',
  'Kamal',
  'Anoma',
  'Ruwan',
  'Nadeesha',
  'Buddhika',
  'Gayani',
  'Sahan',
  'Vihangi',
  'Harsha',
  'Ayesha',
  'Janith',
  'Tharushi',
  'Suresh',
];
const LAST_NAMES = [
  'Perera',
  'Fernando',
  'Silva',
  'Jayawardena',
  'Bandara',
  'Wickramasinghe',
  'Gunasekara',
  'Rajapaksha',
  'Dissanayake',
  'Herath',
  'Senanayake',
  'Ranasinghe',
  'Abeysekara',
  'Karunaratne',
  'Weerasinghe',
  'Samarawickrama',
  'Amarasinghe',
  'Kumara',
  'Rathnayake',
  'De Silva',
  'Liyanage',
  'Peiris',
  'Hettiarachchi',
  'Rizwan',
  'Nuzra',
  'Sivakumar',
  'Thevarajah',
  'Gunawardena',
  'Wijesinghe',
  'Jayasuriya',
  'Munasinghe',
  'Ekanayake',
  'Kulatunga',
  'Madushanka',
  'Pathirana',
  'Mendis',
  'Cader',
  'Lakshan',
  'Nanayakkara',
];
const CITIES = [
  'Moratuwa',
  'Katubedda',
  'Dehiwala',
  'Ratmalana',
  'Panadura',
  'Mount Lavinia',
  'Piliyandala',
];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * Realistic data at scale, made by the database itself (generate_series), deterministic:
 * every first-name/last-name pair in turn, customers over two years (30% students with valid main-campus IDs, a third with e-mails,
 * loyalty skewed towards low balances but reaching VIP), orders spread over the customers and
 * the last year (5% cancelled), the points each finished and paid order earned, then the
 * customers' totals from their orders.
 */
export async function generateData(db: Database, counts: { customers: number; orders: number }) {
  await db.insert(users).values({
    name: 'Bench Admin',
    email: BENCH_ADMIN.email,
    passwordHash: await hashPassword(BENCH_ADMIN.password),
    role: 'admin',
  });

  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const cities = textArray(CITIES);
  // Loaded with the per-row keeping of the totals off, then counted once (as a restore is).
  await withTotalsRebuiltAfter(db, async () => {
    await db.execute(sql`
    insert into customers (full_name, phone_number, email, is_student, campus_id, institution,
      city, loyalty_points, created_at, updated_at)
    select
      f || ' ' || l,
      '07' || lpad(g::text, 8, '0'),
      case when g % 3 = 0 then lower(replace(f || '.' || l, ' ', '')) || g || '@gmail.com' end,
      g % 10 < 3,
      case when g % 10 < 3 then 'IT' || (19 + g % 6) || lpad((g % 100000)::text, 5, '0') end,
      case when g % 10 < 3 then 'main-campus' end,
      (${cities})[1 + g % ${CITIES.length}],
      floor(power(((g::bigint * 7919) % 1000) / 1000.0, 3) * 2500)::int,
      now() - ((g % 730) * interval '1 day') - ((g % 600) * interval '1 minute'),
      now() - ((g % 730) * interval '1 day')
    from generate_series(1, ${counts.customers}) as g,
      lateral (select (${first})[1 + g % ${FIRST_NAMES.length}] as f,
                      (${last})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as l) as names`);

    if (counts.orders > 0) {
      await db.execute(sql`
      with numbered as (
          select id, row_number() over (order by id) as n from customers
        )
        insert into orders (order_number, customer_id, status, order_phase, payment_status,
          subtotal_cents, total_amount_cents, paid_amount_cents, created_at, updated_at)
        select
          'ORD-' || lpad(g::text, 8, '0'),
          numbered.id,
          case when g % 20 = 0 then 'cancelled' when g % 20 < 4 then 'washing' else 'deliver' end,
          case when g % 20 = 0 then 'cancelled' when g % 20 < 4 then 'processing' else 'completed' end,
          case when g % 20 < 4 then 'unpaid' else 'paid' end,
          amount, amount, case when g % 20 < 4 then 0 else amount end,
          now() - ((g % 365) * interval '1 day') - ((g % 700) * interval '1 minute'),
          now() - ((g % 365) * interval '1 day')
        from generate_series(1, ${counts.orders}) as g
          cross join lateral (select 50000 + ((g::bigint * 37) % 400000)::int as amount) as price
          join numbered on numbered.n = 1 + (g::bigint * 7919) % ${counts.customers}`);
      await generateLinesAndPayments(db);
      await generateLoyaltyEarned(db);
      await recalculateAllCustomerTotals(db);
    }
  });
  // As autovacuum leaves a busy table: statistics and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze`);
}

/**
 * Behind every order one line of a catalogue service (for the services report) and, for the
 * paid ones, the payment that paid it a few hours after it was taken (revenue is money received).
 */
async function generateLinesAndPayments(db: Database) {
  await db.execute(sql`
    insert into services (name, price_type, base_price_cents)
    values ('Wash & Dry', 'per_kg', 25000), ('Ironing', 'per_piece', 5000),
      ('Dry Cleaning', 'per_piece', 60000), ('Washing', 'per_kg', 20000),
      ('Shoe Cleaning', 'per_piece', 80000), ('Bedding', 'flat_rate', 120000)`);
  await db.execute(sql`
    with catalogue as (
      select id, name, price_type, row_number() over (order by name) - 1 as n from services
    )
    insert into order_items (order_id, service_id, service_name, price_type, clothing_category,
      quantity, weight_grams, unit_price_cents, total_price_cents, created_at)
    select o.id, c.id, c.name, c.price_type, 'normal_clothes', 1, 0, o.subtotal_cents,
      o.subtotal_cents, o.created_at
    from orders o
      join catalogue c on c.n = (hashtext(o.order_number) & 2147483647) % 6`);
  await db.execute(sql`
    insert into payments (order_id, method, amount_cents, status, processed_at, created_at)
    select id, case when hashtext(order_number) % 3 = 0 then 'bank_transfer' else 'cash' end,
      paid_amount_cents, 'completed', created_at + interval '3 hours', created_at + interval '3 hours'
    from orders where paid_amount_cents > 0`);
}

/**
 * The loyalty history a year of orders leaves: every finished and paid order earned a point per
 * LOYALTY_RUPEES_PER_POINT when it was paid (the balances themselves are generated apart).
 */
async function generateLoyaltyEarned(db: Database) {
  await db.execute(sql`
    insert into loyalty_history (customer_id, action, points, reason, points_before, points_after,
      created_at)
    select customer_id, 'add', earned, 'Order ' || order_number, before, before + earned,
      created_at + interval '3 hours'
    from orders,
      lateral (select (total_amount_cents / ${rupeesToCents(LOYALTY_RUPEES_PER_POINT)})::int as earned,
                      (hashtext(order_number) & 1023) as before) as points
    where order_phase = 'completed' and payment_status = 'paid'`);
}
