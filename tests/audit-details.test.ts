// The Audit Log reads as sentences (issue 35, point 14): labels for actions and parts of the system, field names in
// words, values as staff know them, never raw JSON or internal names.
import { AUDIT_RESOURCE_LABELS, AUDIT_RESOURCES } from '../common/audit';
import { describeAuditDetails, resourceLabel } from '../common/audit-details';

const read = (action: string, resource: string, details: unknown) =>
  describeAuditDetails({ action, resource, details });

describe('audit details in words', () => {
  it('labels every part of the system', () => {
    for (const resource of AUDIT_RESOURCES) expect(AUDIT_RESOURCE_LABELS[resource]).toMatch(/^[A-Z][a-z -]+$/);
    expect(resourceLabel('auth')).toBe('Sign-in');
    expect(resourceLabel('data_requests')).toBe('Data requests');
  });

  it('says what an edit changed, field by field', () => {
    expect(
      read('staff_update', 'staff', {
        email: 'asha@skyline.in',
        before: { role: 'counsellor', takes_leads: false },
        after: { role: 'admin', takes_leads: true },
      }),
    ).toBe('asha@skyline.in: role counsellor → admin; takes leads no → yes');
    expect(read('update', 'blog_posts', { before: { is_featured: false }, after: { is_featured: true } })).toBe(
      'featured no → yes',
    );
  });

  it('names what was created or deleted, not its whole record', () => {
    expect(read('create', 'achievers', { after: { id: 4, name: 'Priya Sharma', bio: '<p>Long</p>' } })).toBe(
      'Created “Priya Sharma”',
    );
    expect(read('delete', 'blog_posts', { before: { title: 'Open day' } })).toBe('Deleted “Open day”');
  });

  it('describes exports, erasures, the retention job and merges', () => {
    expect(read('export', 'contact_forms', { rows: 12, filter: { status: 'open' } })).toBe(
      '12 rows; filtered by status open',
    );
    expect(read('export', 'contact_forms', { rows: 3, filter: {} })).toBe('3 rows; no filter');
    expect(
      read('data_erasure', 'data_requests', {
        erasure: 9,
        removed: { registration_forms: 1, contact_forms: 0, prospectus_requests: 2 },
        proven: 4,
        ticked: [{ table: 'prospectus_requests', id: 3 }],
      }),
    ).toBe('Erased: 1 Registration, 2 Prospectus; 1 phone-linked row ticked by staff');
    expect(read('retention_purge', 'registration_forms', { months: 24, people: 2, counts: { contact_forms: 3 } })).toBe(
      '2 people erased, their newest form older than 24 months: 3 Contact',
    );
    expect(read('applicant_merge', 'applicants', { survivor_id: 3, merged_id: 8, merged_name: 'Anita D' })).toBe(
      'Merged Anita D (#8) into #3',
    );
  });

  it('reads the Your Data page’s requests and anything else as words, with no JSON', () => {
    expect(
      read('create', 'data_requests', { type: 'correction', fields: ['name', 'phone'], via: 'your_data_page' }),
    ).toBe('By the person, on the Your Data page: type: correction; fields: name, phone');
    const text = read('session_end', 'auth', { device: 'Chrome on Android', ip: '10.0.0.1' });
    expect(text).toBe('device: Chrome on Android; address: 10.0.0.1');
    expect(text).not.toMatch(/[{}"]/);
  });
});
