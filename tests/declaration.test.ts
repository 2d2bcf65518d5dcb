// Adding a field to a form is one declared line: its CSV column, list column, search allow-list, schema and row type
// follow from the declaration (common/declaration.ts). Proven on a copy of the contact form with a test field.
import { z } from 'zod';
import {
  csvExport,
  declareResource,
  field,
  listColumns,
  type Row,
  searchableFields,
  shapeOf,
  sortableFields,
} from '../common/declaration';
import { contactForm } from '../common/forms';

const withCity = declareResource({
  ...contactForm,
  fields: {
    ...contactForm.fields,
    city: field(z.string().trim().max(80), {
      label: 'City',
      csv: 'City',
      list: 'text',
      searchable: true,
      sortable: true,
    }),
  },
});

describe('a field added to a copy of the contact form declaration', () => {
  it('is a CSV column after the declared ones, before the date', () => {
    const labels = (declaration: typeof contactForm) => csvExport(declaration)?.columns.map((column) => column.label);
    expect(labels(contactForm)).toEqual(['Name', 'Email', 'Phone', 'Course', 'Message', 'Date']);
    expect(labels(withCity)).toEqual(['Name', 'Email', 'Phone', 'Course', 'Message', 'City', 'Date']);
    expect(csvExport(withCity)?.filePrefix).toBe('contacts');
  });

  it('is a staff list column', () => {
    expect(listColumns(withCity).map(({ source, kind }) => [source, kind])).toEqual([
      ['name', 'name'],
      ['email', 'contact'],
      ['course', 'course'],
      ['message', 'message'],
      ['city', 'text'],
    ]);
  });

  it('joins the search and sort allow-lists', () => {
    expect(searchableFields(withCity)).toEqual([...searchableFields(contactForm), 'city']);
    expect(sortableFields(withCity)).toEqual([...sortableFields(contactForm), 'city']);
  });

  it('is checked by the schema and typed in the row', () => {
    const schema = z.strictObject(shapeOf(withCity.fields));
    const parsed = schema.parse({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '+91 98300 00000',
      city: ' Siliguri ',
    });
    expect(parsed.city).toBe('Siliguri');
    expect(
      schema.safeParse({ name: 'Asha', email: 'a@example.com', phone: '9830000000', city: 'x'.repeat(81) }).success,
    ).toBe(false);
    // The row type has the field with the schema's output type: this line does not compile without it.
    const row: Row<typeof withCity> = { ...parsed, id: 1, created_at: '2026-11-25T10:00:00.000Z' };
    const city: string = row.city;
    expect(city).toBe('Siliguri');
  });

  it('leaves the real contact form as the spec has it', () => {
    expect(Object.keys(contactForm.fields)).not.toContain('city');
  });
});
