// Visitor traffic for the reliability tests: deterministic form posts whose rows can be checked field by field.
import type { Knex } from 'knex';

export type FormKind = 'registration_forms' | 'contact_forms' | 'admission_applications' | 'prospectus_requests';
export const FORM_KINDS: FormKind[] = [
  'registration_forms',
  'contact_forms',
  'admission_applications',
  'prospectus_requests',
];

/** What the n-th post of a run sends: every field derives from n, so a stored row can be compared exactly. */
export function formPayload(kind: FormKind, tag: string, n: number): Record<string, string | number> {
  const email = `${tag}-${n}@example.in`;
  const phone = `+91 98${String(n % 100_000_000).padStart(8, '0')}`;
  switch (kind) {
    case 'registration_forms':
      return {
        full_name: `Registrant ${n}`,
        email,
        phone,
        course: 'Skilled Professional In Airport Management (SPAM)',
        message: `Registration message ${n}`,
      };
    case 'contact_forms':
      return { name: `Visitor ${n}`, email, phone, course: 'spth', message: `Contact message ${n}` };
    case 'admission_applications':
      return {
        full_name: `Applicant ${n}`,
        date_of_birth: '2006-04-15',
        email,
        phone,
        tenth_percentage: 80 + (n % 20),
        twelfth_percentage: 70 + (n % 30),
        stream: 'commerce',
        board: 'WBCHSE',
        course_type: 'degree',
        preferred_course: 'bba',
        preferred_campus: 'siliguri',
      };
    case 'prospectus_requests':
      return { full_name: `Reader ${n}`, email, phone, course_interest: 'sphm' };
  }
}

export type Outcome = {
  n: number;
  kind: FormKind;
  /** HTTP status, or 'network' when no HTTP answer came (refused, reset, timed out). */
  status: number | 'network';
  networkError?: string;
  startedAt: number;
  ms: number;
  contentType?: string;
  body?: { id?: string; error?: string };
};

/** A distinct client address per post (TRUST_PROXY=1): the per-address form limit stays the product's own. */
export const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export async function postForm(
  base: string,
  kind: FormKind,
  tag: string,
  n: number,
  timeoutMs = 10_000,
): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const res = await fetch(`${base}/api/public/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(n) },
      body: JSON.stringify(formPayload(kind, tag, n)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const contentType = res.headers.get('content-type') ?? '';
    const text = await res.text();
    let body: Outcome['body'];
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { n, kind, status: res.status, startedAt, ms: Date.now() - startedAt, contentType, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      n,
      kind,
      status: 'network',
      networkError: cause?.code ?? (error as Error).name,
      startedAt,
      ms: Date.now() - startedAt,
    };
  }
}

export type Stream = { outcomes: Outcome[]; sent(): number; stop(): Promise<Outcome[]> };

/** `workers` loops each posting one form after another (kinds in turn) until stopped. */
export function startFormStream(
  base: string,
  options: { tag: string; workers: number; pauseMs?: number; kinds?: FormKind[]; timeoutMs?: number },
): Stream {
  const kinds = options.kinds ?? FORM_KINDS;
  const outcomes: Outcome[] = [];
  let next = 0;
  let running = true;
  const loops = Array.from({ length: options.workers }, async () => {
    while (running) {
      const n = next++;
      const outcome = await postForm(base, kinds[n % kinds.length], options.tag, n, options.timeoutMs);
      outcomes.push(outcome);
      // A refused connection comes back at once: pause so a stopped server is not met with a tight loop.
      const pause = outcome.status === 'network' ? Math.max(options.pauseMs ?? 0, 20) : options.pauseMs;
      if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  });
  return {
    outcomes,
    sent: () => next,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** The stored row of each post of this run, compared with what was sent. */
export async function checkRows(
  knex: Knex,
  tag: string,
  outcomes: Outcome[],
): Promise<{ rows: number; lost: Outcome[]; mismatched: string[]; unexplained: string[] }> {
  const sentByEmail = new Map(outcomes.map((o) => [`${tag}-${o.n}@example.in`, o]));
  const lost: Outcome[] = [];
  const mismatched: string[] = [];
  const unexplained: string[] = [];
  let rows = 0;
  for (const kind of FORM_KINDS) {
    const stored = (await knex(kind).where('email', 'like', `${tag}-%`)) as Record<string, unknown>[];
    rows += stored.length;
    const byEmail = new Map(stored.map((row) => [String(row.email), row]));
    for (const row of stored) {
      const outcome = sentByEmail.get(String(row.email));
      // A row may come from a post whose answer never arrived (killed mid-answer), never from one refused.
      if (!outcome || outcome.kind !== kind || (outcome.status !== 201 && outcome.status !== 'network'))
        unexplained.push(`${kind} ${row.id} ${row.email} (answer ${outcome?.status})`);
      if (!outcome) continue;
      const sent = formPayload(kind, tag, outcome.n);
      for (const [field, value] of Object.entries(sent)) {
        const got = row[field] instanceof Date ? localDate(row[field] as Date) : row[field];
        const same = typeof value === 'number' ? Number(got) === value : String(got) === value;
        if (!same) mismatched.push(`${kind} ${row.id}.${field}: sent ${value}, stored ${String(got)}`);
      }
    }
    for (const outcome of outcomes) {
      if (outcome.kind !== kind || outcome.status !== 201) continue;
      // A 201 carries a receipt, not the row's id: each post's row is found by its own e-mail.
      if (!byEmail.has(`${tag}-${outcome.n}@example.in`)) lost.push(outcome);
    }
  }
  return { rows, lost, mismatched, unexplained };
}

/** node-postgres turns a `date` into local midnight; its calendar day is what was stored. */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function summarise(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[String(o.status)] = (counts[String(o.status)] ?? 0) + 1;
  return counts;
}
