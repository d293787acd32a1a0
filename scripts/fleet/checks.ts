import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, belizeToday, weekdayOf } from '@belizepass/domain';
import sharp from 'sharp';
import { type Call, call, pause, waitFor } from './http.ts';
import { AUTH_RATE_LIMIT, type Instance, type Stack } from './stack.ts';

const DEMO_PASSWORD = 'belize-demo-2026';
const CARD = {
  cardName: 'Fleet Guest',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
  cvv: '123',
};

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** The instance's structured log entries. */
function entries(instance: Instance): Record<string, unknown>[] {
  const parsed: Record<string, unknown>[] = [];
  for (const line of instance.lines) {
    try {
      parsed.push(JSON.parse(line));
    } catch {
      // not a log entry
    }
  }
  return parsed;
}

/** How many items a scheduled job handled on one instance, from its log. */
function handledBy(instance: Instance, job: string) {
  return entries(instance)
    .filter((e) => e.job === job)
    .reduce((sum, e) => sum + Number(e.handled ?? 0), 0);
}

const requestsSeen = (instance: Instance, needle: string) =>
  instance.lines.filter((line) => line.includes('incoming request') && line.includes(needle)).length;

async function login(port: number, email: string, from?: string) {
  const res = await call(port, { path: '/api/auth/login', body: { email, password: DEMO_PASSWORD }, from });
  assert(res.status === 200, `sign-in of ${email} answered ${res.status}: ${res.body}`);
  return res.json.token as string;
}

/**
 * Tours of the demo catalogue that one guest books by date alone (one start time, no season, a
 * meeting point, no group minimum), with the first date each runs two weeks ahead.
 */
async function bookableTours(s: Stack, count: number) {
  const tours = await s.query<{
    id: string;
    max_group_size: number;
    schedule_days: number[];
    start_time: string;
  }>(
    `select id, max_group_size, schedule_days, start_time from tours
      where active and admin_approved and max_group_size >= 8 and min_group_size <= 1
        and jsonb_array_length(departure_times) <= 1 and seasons = '[]'::jsonb
        and pickup_mode = 'meeting_point'
      order by title limit $1`,
    [count],
  );
  assert(tours.length === count, `the demo catalogue has ${tours.length} bookable tours, ${count} needed`);
  const today = belizeToday();
  return tours.map((tour) => {
    let date = addDays(today, 14);
    while (!tour.schedule_days.includes(weekdayOf(date))) date = addDays(date, 1);
    return { ...tour, date };
  });
}

const guest = (i: number, tourId: string, date: string) => ({
  tourId,
  date,
  adults: 1,
  children: 0,
  fullName: `Fleet Guest ${i}`,
  email: `fleet-guest-${i}@example.com`,
  phone: '+501 600-0000',
});

export async function startedOnce(s: Stack) {
  const [migrations] = await s.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
  const [admins] = await s.query<{ count: string }>(
    "select count(*) from users where email = 'admin@example.com'",
  );
  const seeders = [s.a, s.b].filter((i) => i.lines.some((l) => l.includes('Loading the demo data set')));
  assert(Number(admins?.count) === 1, `demo admin rows: ${admins?.count}`);
  assert(
    seeders.length === 1,
    `instances that loaded the demo data: ${seeders.map((i) => i.name).join(', ')}`,
  );
  return `both ready in ${(s.bootMs / 1000).toFixed(1)} s; ${migrations?.count} migrations applied once; demo data loaded once (by ${seeders[0]!.name})`;
}

export async function readyEverywhere(s: Stack) {
  const answers = [];
  for (const [name, port] of [
    ['nginx', s.nginxPort],
    ['A', s.a.port],
    ['B', s.b.port],
  ] as const) {
    const res = await call(port, { path: '/api/ready' });
    assert(res.status === 200 && res.json?.status === 'ready', `${name}: ${res.status} ${res.body}`);
    answers.push(`${name} ${res.status}`);
  }
  return `${answers.join(', ')}: ${JSON.stringify((await call(s.nginxPort, { path: '/api/ready' })).json)}`;
}

export async function roundRobin(s: Stack) {
  for (let i = 0; i < 10; i++) {
    const res = await call(s.nginxPort, { path: `/api/health?fleet-probe=${i}` });
    assert(res.status === 200, `probe ${i}: ${res.status}`);
  }
  await pause(200);
  const a = requestsSeen(s.a, 'fleet-probe');
  const b = requestsSeen(s.b, 'fleet-probe');
  assert(a > 0 && b > 0 && a + b === 10, `A served ${a}, B served ${b}`);
  return `10 requests through nginx: A served ${a}, B served ${b}`;
}

/** nginx answers only for the site's own name: a made-up Host header is closed unanswered (444). */
export async function unknownHostRefused(s: Stack) {
  const own = await call(s.nginxPort, { path: '/api/health' });
  assert(own.status === 200, `own name: ${own.status}`);
  const other = await call(s.nginxPort, { path: '/api/health', headers: { host: 'made-up.example' } }).then(
    (reply) => `answered ${reply.status}`,
    (error: Error) => `closed (${error.message})`,
  );
  assert(other.startsWith('closed'), `a made-up host was ${other}`);
  return `Host 127.0.0.1: 200; Host made-up.example: ${other}`;
}

export async function tokenOnBothInstances(s: Stack) {
  const token = await login(s.a.port, 'tourist@example.com');
  const onB = await call(s.b.port, { path: '/api/auth/user', token });
  assert(onB.status === 200, `B answered ${onB.status}: ${onB.body}`);
  assert(onB.json.user.email === 'tourist@example.com', `B saw ${onB.body}`);
  const bookingsOnB = await call(s.b.port, { path: '/api/me/bookings', token });
  assert(bookingsOnB.status === 200, `B /api/me/bookings answered ${bookingsOnB.status}`);
  return 'signed in on A; B accepts the token (GET /api/auth/user 200, GET /api/me/bookings 200)';
}

export interface LastSeats {
  departureId: string;
  capacity: number;
  bookingIds: string[];
}

export async function lastSeats(s: Stack): Promise<{ detail: string; result: LastSeats }> {
  const [tour] = await bookableTours(s, 1);
  const capacity = tour!.max_group_size;
  const [departure] = await s.query<{ id: string }>(
    `insert into departures (tour_id, local_date, start_time, capacity, seats_taken) values ($1, $2, $3, $4::int, $4::int - 4)
     on conflict (tour_id, local_date, start_time) do update set capacity = $4::int, seats_taken = $4::int - 4
     returning id`,
    [tour!.id, tour!.date, tour!.start_time, capacity],
  );
  const attempts = Array.from({ length: 20 }, (_, i) => {
    const instance = i % 2 === 0 ? s.a : s.b;
    return call(instance.port, { path: '/api/bookings', body: guest(i, tour!.id, tour!.date) }).then(
      (res) => ({
        instance: instance.name,
        res,
      }),
    );
  });
  const results = await Promise.all(attempts);
  const won = results.filter((r) => r.res.status === 201);
  const lost = results.filter((r) => r.res.status === 409);
  const [after] = await s.query<{ seats_taken: number }>('select seats_taken from departures where id = $1', [
    departure!.id,
  ]);
  assert(won.length === 4, `${won.length} bookings succeeded: ${results.map((r) => r.res.status).join(',')}`);
  assert(lost.length === 16, `${lost.length} were refused with 409`);
  assert(after?.seats_taken === capacity, `seats_taken ${after?.seats_taken} of ${capacity}`);
  const byA = won.filter((r) => r.instance === 'A').length;
  return {
    detail: `4 seats left, 20 concurrent 1-seat bookings (10 on A, 10 on B): 4 x 201 (A ${byA}, B ${4 - byA}), 16 x 409 (${lost[0]!.res.json.error.code}); seats_taken ${after.seats_taken}/${capacity}, no oversell`,
    result: {
      departureId: departure!.id,
      capacity,
      bookingIds: won.map((r) => r.res.json.booking.id as string),
    },
  };
}

export async function holdsExpireOnce(s: Stack, seats: LastSeats) {
  await s.query("update bookings set hold_expires_at = now() - interval '1 second' where id = any($1)", [
    seats.bookingIds,
  ]);
  await waitFor('the expired holds to be cancelled', 20_000, async () => {
    const [row] = await s.query<{ count: string }>(
      "select count(*) from bookings where id = any($1) and status = 'cancelled'",
      [seats.bookingIds],
    );
    return Number(row?.count) === seats.bookingIds.length;
  });
  await pause(2_500); // several more turns of the job on both instances
  const rows = await s.query<{ status: string; cancel_reason: string }>(
    'select status, cancel_reason from bookings where id = any($1)',
    [seats.bookingIds],
  );
  const [departure] = await s.query<{ seats_taken: number }>(
    'select seats_taken from departures where id = $1',
    [seats.departureId],
  );
  assert(
    rows.every((r) => r.status === 'cancelled' && r.cancel_reason === 'hold_expired'),
    JSON.stringify(rows),
  );
  assert(
    departure?.seats_taken === seats.capacity - 4,
    `seats_taken ${departure?.seats_taken}, expected ${seats.capacity - 4}`,
  );
  const [a, b] = [handledBy(s.a, 'expiring booking holds'), handledBy(s.b, 'expiring booking holds')];
  assert(a + b === 4, `holds expired by A: ${a}, by B: ${b}`);
  return `4 holds expired once (A expired ${a}, B expired ${b}); seats_taken back to ${departure.seats_taken}/${seats.capacity}, released exactly once`;
}

export async function emailsOnce(s: Stack) {
  const [tour] = (await bookableTours(s, 2)).slice(1);
  const codes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const created = await call(s.nginxPort, {
      path: '/api/bookings',
      body: guest(100 + i, tour!.id, tour!.date),
    });
    assert(created.status === 201, `booking ${i}: ${created.status} ${created.body}`);
    const paid = await call(s.nginxPort, {
      path: `/api/bookings/${created.json.booking.id}/pay`,
      body: CARD,
      headers: { 'x-booking-key': created.json.accessKey, 'idempotency-key': `fleet-pay-${i}-${Date.now()}` },
    });
    assert(paid.status === 200, `payment ${i}: ${paid.status} ${paid.body}`);
    codes.push(paid.json.confirmationCode);
  }
  const confirmations = () => s.smtp.messages.filter((m) => m.subject?.startsWith('Booking confirmed'));
  const unsent = async () =>
    Number(
      (await s.query<{ count: string }>('select count(*) from email_outbox where sent_at is null'))[0]?.count,
    );
  await waitFor(
    'the outbox to empty',
    30_000,
    async () => confirmations().length >= 6 && (await unsent()) === 0,
  );
  await pause(2_000); // several more turns of the outbox on both instances
  for (const code of codes) {
    const copies = confirmations().filter((m) => m.subject?.includes(`(${code})`)).length;
    assert(copies === 1, `confirmation ${code} arrived ${copies} times`);
  }
  // Every sent outbox row arrived once, and nothing else arrived.
  const sentRows = await s.query<{ to_address: string; subject: string }>(
    'select to_address, subject from email_outbox where sent_at is not null',
  );
  const expectedMail = sentRows.map((r) => `${r.to_address} | ${r.subject}`).sort();
  const receivedMail = s.smtp.messages
    .map((m) => `${[m.to].flat()[0]?.value[0]?.address} | ${m.subject}`)
    .sort();
  assert(
    JSON.stringify(receivedMail) === JSON.stringify(expectedMail),
    `received:\n${receivedMail.join('\n')}\nsent by the outbox:\n${expectedMail.join('\n')}`,
  );
  const messageIds = new Set(s.smtp.messages.map((m) => m.messageId));
  assert(messageIds.size === s.smtp.messages.length, 'a Message-ID arrived twice');
  const [outbox] = await s.query<{ sent: string; unsent: string; retried: string }>(
    `select count(*) filter (where sent_at is not null) as sent, count(*) filter (where sent_at is null) as unsent,
            count(*) filter (where attempts <> 1) as retried from email_outbox`,
  );
  assert(Number(outbox?.unsent) === 0 && Number(outbox?.retried) === 0, JSON.stringify(outbox));
  const [a, b] = [handledBy(s.a, 'sending the outbox'), handledBy(s.b, 'sending the outbox')];
  assert(a + b === Number(outbox?.sent), `sent by A: ${a}, by B: ${b}, outbox rows sent: ${outbox?.sent}`);
  assert(s.smtp.messages.length === Number(outbox?.sent), `${s.smtp.messages.length} messages received`);
  return `6 paid bookings through nginx -> 6 confirmation emails, each received once (by subject and Message-ID); outbox ${outbox?.sent} sent, sent by A: ${a}, by B: ${b}`;
}

export async function sharedLoginLimit(s: Stack) {
  const client = '127.0.0.2';
  let attempt = 0;
  // A different unknown account each time, so only the per-IP limit can answer 429.
  const badLogin = (port: number, extra: Partial<Call> = {}) =>
    call(port, {
      path: '/api/auth/login',
      body: { email: `fleet-nobody-${attempt++}@example.com`, password: 'not-the-password' },
      ...extra,
    });
  const codes: number[] = [];
  let limited: unknown;
  for (let i = 0; i <= AUTH_RATE_LIMIT; i++) {
    const res = await badLogin(s.nginxPort, { from: client });
    codes.push(res.status);
    if (res.status === 429) limited = res.json?.error?.code;
  }
  const expected = [...Array(AUTH_RATE_LIMIT).fill(401), 429];
  assert(JSON.stringify(codes) === JSON.stringify(expected), `through nginx: ${codes.join(',')}`);
  assert(limited === 'RATE_LIMITED', `the 429 said ${limited}`);
  await pause(200);
  const seen = (instance: Instance) => requestsSeen(instance, `"remoteAddress":"${client}"`);
  const [a, b] = [seen(s.a), seen(s.b)];
  assert(a > 0 && b > 0, `failed sign-ins reached A ${a} times and B ${b} times`);
  const direct = [];
  for (const instance of [s.a, s.b]) {
    const res = await badLogin(instance.port, { headers: { 'x-forwarded-for': client } });
    assert(res.status === 429, `${instance.name} directly: ${res.status}`);
    direct.push(`${instance.name} ${res.status}`);
  }
  return `AUTH_RATE_LIMIT=${AUTH_RATE_LIMIT}: failed sign-ins from ${client} through nginx ${codes.join(',')} (A answered ${a}, B answered ${b}; the 7th: ${limited}); then directly ${direct.join(', ')}`;
}

export async function deactivatedEverywhere(s: Stack) {
  const [, , tour] = await bookableTours(s, 3);
  const before = await call(s.b.port, { path: `/api/tours/${tour!.id}` });
  assert(before.status === 200, `before: B answered ${before.status}`);
  const token = await login(s.a.port, 'admin@example.com');
  const patched = await call(s.a.port, {
    method: 'PATCH',
    path: `/api/admin/tours/${tour!.id}/status`,
    body: { active: false },
    token,
  });
  let how = 'PATCH /api/admin/tours/{id}/status on A';
  if (patched.status !== 200) {
    assert(
      patched.status === 404 && /No API route/.test(patched.body),
      `A answered ${patched.status}: ${patched.body}`,
    );
    await s.query('update tours set active = false where id = $1', [tour!.id]);
    how = 'SQL update (the admin route is not there yet)';
  }
  const afterB = await call(s.b.port, { path: `/api/tours/${tour!.id}` });
  assert(afterB.status === 404, `after: B answered ${afterB.status}`);
  const viaNginx = [];
  for (let i = 0; i < 2; i++)
    viaNginx.push((await call(s.nginxPort, { path: `/api/tours/${tour!.id}` })).status);
  assert(
    viaNginx.every((code) => code === 404),
    `after: nginx answered ${viaNginx.join(',')}`,
  );
  return `deactivated by ${how}; B 200 before, 404 after; through nginx ${viaNginx.join(',')}`;
}

/** An image fetched straight from one instance (not through nginx), as bytes. */
async function fetchImage(instance: Instance, path: string) {
  const res = await fetch(`http://127.0.0.1:${instance.port}${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cacheControl: res.headers.get('cache-control'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

export async function photoServedEverywhere(s: Stack) {
  assert(s.a.dataDir !== s.b.dataDir, `both instances use DATA_DIR ${s.a.dataDir}`);
  const token = await login(s.a.port, 'merchant@example.com');
  const list = await call(s.a.port, { path: '/api/merchant/tours', token });
  assert(
    list.status === 200 && list.json.tours?.length > 0,
    `A's merchant tours: ${list.status} ${list.body}`,
  );
  const tour = list.json.tours[0] as { id: string; title: string };
  const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0e7490' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('tour_id', tour.id);
  form.append('alt_text', 'Fleet check: uploaded through A');
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'fleet.jpg');
  const uploaded = await fetch(`http://127.0.0.1:${s.a.port}/api/merchant/upload/image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = await uploaded.text();
  assert(uploaded.status === 201, `upload through A answered ${uploaded.status}: ${answer}`);
  const url = JSON.parse(answer).image.r2_url as string;
  const key = url.replace(/^\/uploads\//, '');

  const onA = await fetchImage(s.a, url);
  const onB = await fetchImage(s.b, url);
  const inBucket = await s.s3.object(key);
  assert(inBucket, `the bucket has no ${key}`);
  for (const [name, got] of [
    ['A', onA],
    ['B', onB],
  ] as const) {
    assert(got.status === 200, `${name} answered ${got.status} for ${url}`);
    assert(got.type === 'image/webp', `${name} served ${url} as ${got.type}`);
    assert(/immutable/.test(got.cacheControl ?? ''), `${name} cache-control: ${got.cacheControl}`);
    assert(got.bytes.equals(inBucket.body), `${name} served other bytes than the bucket holds for ${key}`);
  }
  const onDisk = [s.a, s.b].filter((i) => existsSync(join(i.dataDir, 'uploads', key)));
  assert(
    onDisk.length === 0,
    `the photo was written to the DATA_DIR of ${onDisk.map((i) => i.name).join(', ')}`,
  );
  const missing = await fetchImage(s.b, '/uploads/tours/00000000000000000000000000000000.webp');
  assert(missing.status === 404, `B answered ${missing.status} for a missing key`);

  // The demo photos were drawn once, by the instance that loaded the demo data, into the bucket.
  const [demo] = await s.query<{ url: string }>(
    "select url from tour_photos where url like '/uploads/demo/%' order by url limit 1",
  );
  assert(demo, 'no demo tour photo in the database');
  const demoCodes = [];
  for (const instance of [s.a, s.b]) {
    const got = await fetchImage(instance, demo.url);
    assert(
      got.status === 200 && got.type === 'image/webp',
      `${instance.name}: ${got.status} ${got.type} for ${demo.url}`,
    );
    demoCodes.push(`${instance.name} ${got.status}`);
  }
  return `merchant photo uploaded through A (201, ${key}); fetched directly: A ${onA.status}, B ${onB.status}, image/webp, ${onB.bytes.length} bytes identical to the bucket's; in neither instance's own DATA_DIR; missing key on B ${missing.status}; demo photo ${demo.url}: ${demoCodes.join(', ')}`;
}

export async function gracefulShutdown(s: Stack) {
  const codes: number[] = [];
  let stop = false;
  const traffic = Promise.all(
    [0, 1, 2].map(async () => {
      while (!stop) {
        const res = await call(s.nginxPort, { path: '/api/tours' }).catch(() => ({ status: 0 }));
        codes.push(res.status);
      }
    }),
  );
  await pause(500);
  const stoppedAt = Date.now();
  s.a.child.kill('SIGTERM');
  const codeA = await s.a.exited;
  const tookA = Date.now() - stoppedAt;
  await pause(1_000);
  stop = true;
  await traffic;
  const failed = codes.filter((c) => c !== 200);
  assert(codeA === 0, `A exited with ${codeA}`);
  assert(
    s.a.lines.some((l) => l.includes('Shut down cleanly')),
    'A did not log its clean shutdown',
  );
  assert(
    failed.length === 0,
    `${failed.length} of ${codes.length} requests failed during the shutdown: ${failed}`,
  );
  const ready = await call(s.nginxPort, { path: '/api/ready' });
  assert(ready.status === 200, `nginx /api/ready with B alone: ${ready.status}`);
  s.b.child.kill('SIGTERM');
  const codeB = await s.b.exited;
  assert(codeB === 0, `B exited with ${codeB}`);
  return `SIGTERM to A under traffic: A drained and exited 0 in ${tookA} ms; ${codes.length} requests through nginx meanwhile, all 200; B alone still ready; B exited 0`;
}
