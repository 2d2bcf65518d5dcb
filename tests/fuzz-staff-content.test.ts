// Property-based fuzzing of every staff create and update: whatever a signed-in client sends, the answer is
// 201/200 for a valid record or a 4xx JSON error, a refused request writes nothing, and the server stays healthy.
import fc from 'fast-check';
import request from 'supertest';
import {
  CONTENT_RESOURCES,
  type ContentResourceName,
  deeplyNested,
  fieldName,
  hostileValue,
  NASTY_VALUES,
  SUBMISSION_RESOURCES,
  VALID,
} from './fuzz-staff-support';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Answer = { status: number; body: unknown; headers: Record<string, string> };

const RUNS = 25;

describe.each(backends)('staff writes under hostile input on %s', (backend) => {
  let ctx: TestContext;
  let agent: Agent;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await addStaff(ctx);
    agent = await signedInAgent(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const countRows = async (table: string) => {
    const [{ n }] = (await ctx.db.knex(table).count({ n: '*' })) as { n: number }[];
    return Number(n);
  };

  /** A refusal is a 4xx with the contract's JSON error, never HTML or a stack. */
  const expectRefusal = (res: Answer, what: string) => {
    if (res.status < 400 || res.status >= 500)
      throw new Error(`${what}: expected 4xx, got ${res.status} ${JSON.stringify(res.body)}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
  };

  describe.each(CONTENT_RESOURCES)('%s', (resource: ContentResourceName) => {
    const url = `/api/admin/${resource}`;

    it('create: any JSON body is 201 (then stored) or 4xx (then nothing stored)', async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fieldName(resource), hostileValue, { maxKeys: 8 }), async (body) => {
          const before = await countRows(resource);
          const res = await agent.post(url).send(body);
          const after = await countRows(resource);
          if (res.status === 201) {
            expect(after).toBe(before + 1);
            expect(res.body.id).toEqual(expect.any(Number));
          } else {
            expectRefusal(res, `POST ${url} ${JSON.stringify(body).slice(0, 300)}`);
            expect(after).toBe(before);
          }
        }),
        { numRuns: RUNS },
      );
    });

    it('create: one hostile field in an otherwise valid record is 201 or 400, and a 400 stores nothing', async () => {
      await fc.assert(
        fc.asyncProperty(fieldName(resource), hostileValue, async (field, value) => {
          const body = JSON.parse(JSON.stringify(VALID[resource])) as Record<string, unknown>;
          Object.defineProperty(body, field, { value, enumerable: true, configurable: true, writable: true });
          const before = await countRows(resource);
          const res = await agent.post(url).send(body);
          const after = await countRows(resource);
          if (res.status === 201) expect(after).toBe(before + 1);
          else {
            expectRefusal(res, `POST ${url} with ${field}=${JSON.stringify(value)?.slice(0, 200)}`);
            expect(res.status).toBe(400);
            expect(after).toBe(before);
          }
        }),
        { numRuns: RUNS * 2 },
      );
    });

    it('create and update: every field with each nasty value (NUL, lone surrogate, SQL, sizes, types) is 201/200 or 400', async () => {
      const created = await agent.post(url).send(VALID[resource]);
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      for (const field of Object.keys(VALID[resource])) {
        for (const value of NASTY_VALUES) {
          const what = `${field}=${JSON.stringify(value).slice(0, 60)}`;
          const before = await countRows(resource);
          const res = await agent.post(url).send({ ...VALID[resource], [field]: value });
          if (res.status !== 201) {
            expectRefusal(res, `POST ${url} ${what}`);
            expect(await countRows(resource)).toBe(before);
          }
          const row = await ctx.db.knex(resource).where({ id }).first();
          const update = await agent.put(`${url}/${id}`).send({ [field]: value });
          if (update.status !== 200) {
            expectRefusal(update, `PUT ${url}/${id} ${what}`);
            expect(await ctx.db.knex(resource).where({ id }).first()).toEqual(row);
          }
        }
        const restore = await agent.put(`${url}/${id}`).send({ [field]: VALID[resource][field] });
        expect(restore.status).toBe(200);
      }
    });

    it('update: hostile fields are 200 or 400, and a 400 leaves the row exactly as it was', async () => {
      const created = await agent.post(url).send(VALID[resource]);
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fieldName(resource), hostileValue, { maxKeys: 4 }), async (body) => {
          const before = await ctx.db.knex(resource).where({ id }).first();
          const res = await agent.put(`${url}/${id}`).send(body);
          const after = await ctx.db.knex(resource).where({ id }).first();
          if (res.status === 200) expect(res.body.id).toBe(id);
          else {
            expectRefusal(res, `PUT ${url}/${id} ${JSON.stringify(body).slice(0, 300)}`);
            expect(res.status).toBe(400);
            expect(after).toEqual(before);
          }
        }),
        { numRuns: RUNS },
      );
    });

    it('update and delete of a malformed or missing id are 400 or 404', async () => {
      for (const id of ['0', '-1', '1.5', 'abc', "1'--", '99999999999', '2147483648', '%00', '1%20OR%201=1']) {
        expectRefusal(await agent.put(`${url}/${id}`).send(VALID[resource]), `PUT ${url}/${id}`);
        expectRefusal(await agent.get(`${url}/${id}`), `GET ${url}/${id}`);
        expectRefusal(await agent.delete(`${url}/${id}`), `DELETE ${url}/${id}`);
      }
      expect((await agent.put(`${url}/2147483647`).send({ title: 'x' })).status).toBeGreaterThanOrEqual(400);
    });
  });

  it('refuses raw hostile bodies with a 4xx and stores nothing: bad JSON, invalid UTF-8, deep nesting, wrong types', async () => {
    const bodies: [string, string | Buffer, string][] = [
      ['truncated JSON', '{"title": "Open day"', 'application/json'],
      [
        'invalid UTF-8 bytes',
        Buffer.from([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]),
        'application/json',
      ],
      ['UTF-16 declared charset', Buffer.from('{"title":"x"}', 'utf16le'), 'application/json; charset=utf-16'],
      ['unknown charset', '{"title":"x"}', 'application/json; charset=klingon'],
      ['deep nesting', deeplyNested(100_000), 'application/json'],
      ['a JSON string', '"just text"', 'application/json'],
      ['a JSON array', '[1,2,3]', 'application/json'],
      ['JSON null', 'null', 'application/json'],
      ['__proto__ key', '{"__proto__":{"polluted":true},"title":"x"}', 'application/json'],
      ['constructor key', '{"constructor":{"prototype":{"polluted":true}}}', 'application/json'],
      ['duplicate keys', '{"title":"a","title":{"$gt":""}}', 'application/json'],
      ['text/plain', 'title=x', 'text/plain'],
      ['urlencoded', 'title=x&excerpt=y', 'application/x-www-form-urlencoded'],
      [
        'multipart',
        '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--b--\r\n',
        'multipart/form-data; boundary=b',
      ],
      ['XML', '<post><title>x</title></post>', 'application/xml'],
      ['over the size limit', `{"title":"${'z'.repeat(1_100_000)}"}`, 'application/json'],
    ];
    for (const resource of CONTENT_RESOURCES) {
      const before = await countRows(resource);
      for (const [what, body, type] of bodies) {
        const res = await agent.post(`/api/admin/${resource}`).set('Content-Type', type).send(body);
        expectRefusal(res, `${what} to ${resource}`);
      }
      expect(await countRows(resource)).toBe(before);
    }
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses create and update of visitor submissions (405) whatever the body', async () => {
    for (const resource of SUBMISSION_RESOURCES) {
      const before = await countRows(resource);
      for (const body of [{}, { email: 'x@example.in' }, JSON.parse('{"__proto__":{"a":1}}')]) {
        expect((await agent.post(`/api/admin/${resource}`).send(body)).status).toBe(405);
        expect((await agent.put(`/api/admin/${resource}/1`).send(body)).status).toBe(405);
      }
      expect(await countRows(resource)).toBe(before);
    }
  });

  it('is healthy afterwards: ready, still signed in, and a valid record is accepted', async () => {
    expect((await request(ctx.app).get('/readyz')).status).toBe(200);
    expect((await agent.get('/api/auth/me')).status).toBe(200);
    for (const resource of CONTENT_RESOURCES) {
      const res = await agent.post(`/api/admin/${resource}`).send(VALID[resource]);
      expect(res.status).toBe(201);
    }
  });
});
