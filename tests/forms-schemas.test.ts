// The shared form schemas on their own, as the public site's forms use them before anything is sent.
import {
  admissionApplicationSchema,
  contactFormSchema,
  fieldErrors,
  newsletterSubscriptionSchema,
  PHONE_PATTERN,
  prospectusRequestSchema,
  registrationFormSchema,
} from '../common/forms';

const application = {
  full_name: 'Ananya Roy',
  date_of_birth: '2006-04-15',
  email: 'ananya@example.in',
  phone: '98300-12345',
  tenth_percentage: 82.5,
  twelfth_percentage: 76.25,
  stream: 'science',
  board: 'CBSE',
  course_type: 'certification',
  preferred_course: 'chm',
  preferred_campus: 'cooch-behar',
};

describe('form schemas', () => {
  it('turns empty optional fields into null, which is what the tables hold', () => {
    expect(
      contactFormSchema.parse({ name: 'Rahul', email: 'r@example.in', phone: '9830012345', course: '', message: '' }),
    ).toEqual({
      name: 'Rahul',
      email: 'r@example.in',
      phone: '9830012345',
      course: null,
      message: null,
      attribution: null,
    });
    expect(prospectusRequestSchema.parse({ full_name: 'S', email: 's@example.in', phone: '9830012345' })).toEqual({
      full_name: 'S',
      email: 's@example.in',
      phone: '9830012345',
      course_interest: null,
      attribution: null,
    });
    expect(
      registrationFormSchema.parse({
        full_name: 'P',
        email: 'p@example.in',
        phone: '9830012345',
        course: 'BBM Tourism, Aviation and Hospitality',
      }).message,
    ).toBeNull();
  });

  it('reads percentages typed into an HTML input as numbers, rounded as numeric(5,2) stores them', () => {
    const parsed = admissionApplicationSchema.parse({
      ...application,
      tenth_percentage: ' 72.50 ',
      twelfth_percentage: 0.1 + 0.2,
    });
    expect(parsed.tenth_percentage).toBe(72.5);
    expect(parsed.twelfth_percentage).toBe(0.3);
  });

  it('gives a visitor-readable message for each broken rule', () => {
    const result = admissionApplicationSchema.safeParse({
      ...application,
      full_name: '',
      email: 'ananya',
      phone: 'call me',
      tenth_percentage: 'ninety',
      twelfth_percentage: 100.5,
      stream: 'music',
      date_of_birth: '2006-02-29',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      full_name: 'Full name is required',
      email: 'Enter a valid email address',
      phone: 'Enter a valid phone number (digits, spaces and dashes, optionally starting with +)',
      tenth_percentage: '10th percentage must be a number',
      twelfth_percentage: '12th percentage must be between 0 and 100',
      stream: 'Choose a valid stream',
      date_of_birth: 'Date of birth must be a real date',
    });
  });

  it('says an empty date of birth is required, not that it is a malformed date', () => {
    for (const date_of_birth of ['', '   ']) {
      const result = admissionApplicationSchema.safeParse({ ...application, date_of_birth });
      expect(result.success).toBe(false);
      if (result.success) return;
      expect(fieldErrors(result.error).date_of_birth).toBe('Date of birth is required');
    }
    const typed = admissionApplicationSchema.safeParse({ ...application, date_of_birth: '15/04/2006' });
    expect(typed.success).toBe(false);
    if (typed.success) return;
    expect(fieldErrors(typed.error).date_of_birth).toBe('Date of birth must be a date (YYYY-MM-DD)');
  });

  it('refuses a date of birth of today', () => {
    const today = new Date().toISOString().slice(0, 10);
    const result = admissionApplicationSchema.safeParse({ ...application, date_of_birth: today });
    expect(result.success).toBe(false);
  });

  it('names unknown fields, even ones called __proto__ or constructor', () => {
    const result = newsletterSubscriptionSchema.safeParse(
      JSON.parse('{"email":"a@example.in","__proto__":1,"constructor":2,"toString":3}'),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    const fields = fieldErrors(result.error);
    expect(Object.keys(fields).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.values(fields)).toEqual(Array(3).fill('This field is not part of the form'));
    // Serialises like any object, so the answer's JSON carries every name.
    expect(JSON.parse(JSON.stringify({ fields })).fields).toHaveProperty(
      'constructor',
      'This field is not part of the form',
    );
  });

  it.each([
    ['+91 98300 12345', true],
    ['0353-2512345', true],
    ['98300-12345', true],
    ['(033) 2555-1234', true],
    ['+44 20 7946 0958', true],
    ['9830012345', true],
    ['abcdefghij', false],
    ['+91 98300 1234x', false],
    ['12345', false],
    ['++919830012345', false],
    ['98300 12345 ', false],
  ])('the phone pattern says %j is %s', (phone, ok) => {
    expect(PHONE_PATTERN.test(phone)).toBe(ok);
  });

  it('trims before checking a phone, so a stray space is not an error', () => {
    expect(contactFormSchema.parse({ name: 'R', email: 'r@example.in', phone: ' 98300 12345 ' }).phone).toBe(
      '98300 12345',
    );
  });
});
