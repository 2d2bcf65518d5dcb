// The fingerprint an Idempotency-Key is bound to (server/http/idempotency.ts): the same body written in another key
// order is the same request, any other body is not, and no depth of nesting turns a post into a 500.
import fc from 'fast-check';
import { canonicalJson, requestHash, stackedCanonicalJson } from '../server/http/idempotency';

/** A JSON value with its objects' keys written in reverse order. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .reverse()
      .map((name) => [name, reordered((value as Record<string, unknown>)[name])]),
  );
}

/** `depth` objects and arrays inside each other around a form's fields. */
function nested(depth: number): unknown {
  let value: unknown = { name: 'Rahul Das', consent: { marketing: false, language: 'bn' } };
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value, level] : { z: level, a: value };
  return value;
}

describe('the request fingerprint', () => {
  it('writes any JSON body as its stacked writer does, with sorted keys', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const body = JSON.parse(JSON.stringify(value)) as unknown;
        expect(canonicalJson(body)).toBe(stackedCanonicalJson(body));
        expect(canonicalJson(reordered(body))).toBe(canonicalJson(body));
        expect(JSON.parse(canonicalJson(body))).toEqual(body);
      }),
    );
  });

  it('is the same for the same form in another key order, and differs for another form', () => {
    const form = {
      name: 'Rahul Das',
      phone: '9800000001',
      consent: { notice_version: '2026-11-27', marketing: false },
    };
    expect(requestHash('contact_forms', reordered(form))).toBe(requestHash('contact_forms', form));
    expect(requestHash('contact_forms', { ...form, phone: '9800000002' })).not.toBe(requestHash('contact_forms', form));
    expect(requestHash('registration_forms', form)).not.toBe(requestHash('contact_forms', form));
  });

  it('takes bodies nested around the recursion limit and thousands deep', () => {
    for (const depth of [31, 32, 33, 34, 1_000]) {
      const body = JSON.parse(JSON.stringify(nested(depth))) as unknown;
      expect(canonicalJson(body)).toBe(stackedCanonicalJson(body));
    }
    // As deep as JSON.parse takes and JSON.stringify does not: built from text.
    const deep = JSON.parse(`${'['.repeat(20_000)}1${']'.repeat(20_000)}`) as unknown;
    expect(requestHash('contact_forms', deep)).toMatch(/^[\w-]{43}$/);
    expect(canonicalJson(deep)).toBe(`${'['.repeat(20_000)}1${']'.repeat(20_000)}`);
  });
});
