// The visual suite's fixed data: demo content dated from one fixed day and a few submissions of every kind with
// fixed times, written to the visual server's own database (which no other test touches) before any screenshot.
import { test as setup } from '@playwright/test';
import { demoContentRows } from '../seeds/index';
import { REVISION_FIELDS } from '../server/blog/revisions';
import { closeVisualDb, VISUAL_TODAY, visualDb } from './visual-support';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 15)).toISOString();

const REGISTRATIONS = [
  {
    full_name: 'Aditi Verma',
    email: 'aditi.verma@example.com',
    phone: '9876543210',
    course: 'Skilled Professional In Airport Management (SPAM)',
    message: 'Is there a weekend batch?',
    created_at: at(24, 5),
  },
  {
    full_name: 'Rohan Chettri',
    email: 'rohan.chettri@example.com',
    phone: '9123456780',
    course: 'BBA Tourism, Aviation and Hospitality',
    message: null,
    created_at: at(23, 9),
  },
];
const CONTACTS = [
  {
    name: 'Meera Paul',
    email: 'meera.paul@example.com',
    phone: '9830012345',
    course: 'spth',
    message: 'What are the fees for the tourism course?',
    created_at: at(24, 7),
  },
  {
    name: 'Vikram Singh',
    email: 'vikram.singh@example.com',
    phone: '9002233445',
    course: null,
    message: 'Do you offer hostel accommodation in Siliguri?',
    created_at: at(22, 11),
  },
];
const ADMISSIONS = [
  {
    full_name: 'Sanjana Roy',
    date_of_birth: '2007-03-14',
    email: 'sanjana.roy@example.com',
    phone: '9434012345',
    tenth_percentage: 82.4,
    twelfth_percentage: 76.5,
    stream: 'commerce',
    board: 'WBCHSE',
    course_type: 'certification',
    preferred_course: 'spam',
    preferred_campus: 'cooch-behar',
    created_at: at(24, 4),
  },
  {
    full_name: 'Kabir Rai',
    date_of_birth: '2006-08-02',
    email: 'kabir.rai@example.com',
    phone: '9733098765',
    tenth_percentage: 71,
    twelfth_percentage: 68.25,
    stream: 'arts',
    board: 'CBSE',
    course_type: 'degree',
    preferred_course: 'bba',
    preferred_campus: 'siliguri',
    created_at: at(21, 8),
  },
];
const PROSPECTUS = [
  {
    full_name: 'Nandini Ghosh',
    email: 'nandini.ghosh@example.com',
    phone: '9800011122',
    course_interest: 'sphm',
    created_at: at(24, 10),
  },
];
const NEWSLETTER = [
  { email: 'reader.one@example.com', created_at: at(23, 6), confirmed_at: at(23, 7) },
  { email: 'reader.two@example.com', created_at: at(20, 12) },
];

/**
 * Open days on /events: dated years ahead, since the server lists those still to come by the real clock, and
 * fixed so the page reads the same every run. The second has one seat left, the third is full.
 */
const EVENTS = [
  {
    title: 'Aviation Careers Open Day',
    description: 'Tour the mock aircraft cabin and the airport operations lab, meet the faculty and ask about fees.',
    starts_at: '2035-01-13T04:30:00Z',
    campus: 'siliguri',
    capacity: 60,
    registered: 2,
    is_published: true,
    created_at: at(20, 5),
  },
  {
    title: 'Hospitality Open Day',
    description: 'Watch a live kitchen demonstration and visit the front-office training desk.',
    starts_at: '2035-01-20T05:30:00Z',
    campus: 'kolkata',
    capacity: 40,
    registered: 39,
    is_published: true,
    created_at: at(21, 5),
  },
  {
    title: 'Parents’ Evening',
    description: null,
    starts_at: '2035-02-03T12:30:00Z',
    campus: 'siliguri',
    capacity: 1,
    registered: 1,
    is_published: true,
    created_at: at(22, 5),
  },
  {
    title: 'Draft: Summer Open Day',
    description: null,
    starts_at: '2035-05-10T04:30:00Z',
    campus: 'jalpaiguri',
    capacity: 30,
    registered: 0,
    is_published: false,
    created_at: at(23, 5),
  },
];
const EVENT_REGISTRATIONS = [
  {
    event_id: 1,
    event_title: 'Aviation Careers Open Day',
    event_starts_at: '2035-01-13T04:30:00Z',
    name: 'Ishita Sarkar',
    email: 'ishita.sarkar@example.com',
    phone: '9832012345',
    created_at: at(24, 6),
  },
  {
    event_id: 1,
    event_title: 'Aviation Careers Open Day',
    event_starts_at: '2035-01-13T04:30:00Z',
    name: 'Dev Tamang',
    email: 'dev.tamang@example.com',
    phone: '9733011223',
    created_at: at(23, 8),
  },
];

/** One e-mail of each state, with fixed times (the Outbox screen). */
const OUTBOX = [
  {
    template: 'acknowledgement',
    recipients: ['aditi.verma@example.com'],
    params: { form: 'registration_forms', name: 'Aditi Verma' },
    status: 'pending',
    attempts: 0,
    created_at: at(24, 9),
  },
  {
    template: 'enquiry_alert',
    recipients: ['admissions@skylineinstitute.in'],
    params: { form: 'contact_forms', id: 1, name: 'Rohan Chettri' },
    status: 'sent',
    attempts: 1,
    created_at: at(23, 10),
    sent_at: at(23, 10),
  },
  {
    template: 'newsletter_confirmation',
    recipients: ['reader.two@example.com'],
    params: { token: 'visualtokenvisualtokenvisualtoken' },
    status: 'failed',
    attempts: 1,
    last_error: '550 No such mailbox here',
    created_at: at(20, 12),
  },
];

/** Where some of those people are in the lead pipeline (the others stay New, with no owner). */
const LEADS: Record<
  string,
  {
    stage: string;
    at: string;
    lost_reason?: string;
    note?: string;
    follow_up?: { due_at: string; note: string };
  }
> = {
  'rohan.chettri@example.com': {
    stage: 'contacted',
    at: at(23, 10),
    note: 'Called: asked about the BBA fees and the hostel. Sending the fee structure.',
    follow_up: { due_at: at(24, 5), note: 'Call back after he reads the fee structure' },
  },
  'meera.paul@example.com': { stage: 'counselled', at: at(24, 8) },
  'sanjana.roy@example.com': { stage: 'applied', at: at(24, 6) },
  'vikram.singh@example.com': { stage: 'enrolled', at: at(23, 12) },
  'kabir.rai@example.com': { stage: 'lost', lost_reason: 'fees', at: at(22, 9) },
};

setup('fixed data for the visual suite', async () => {
  const knex = visualDb();
  const demo = demoContentRows(VISUAL_TODAY);
  await knex.transaction(async (trx) => {
    // The server seeded the demo content dated from the day it started: move it to the fixed day.
    for (const post of demo.blog_posts)
      await trx('blog_posts').where({ title: post.title }).update({
        date: post.date,
        created_at: post.created_at,
        updated_at: post.updated_at,
        views: post.views,
        likes: post.likes,
      });
    for (const image of demo.gallery_images)
      await trx('gallery_images').where({ title: image.title }).update({ date: image.date });
    for (const video of demo.gallery_videos)
      await trx('gallery_videos').where({ title: video.title }).update({ date: video.date });
    // Their creation times order the dashboard's recent activity.
    for (const table of ['achievers', 'placements', 'gallery_images', 'gallery_videos'])
      await trx(table).update({ created_at: at(1, 4) });

    // The newest post (the one the edit screen shows) has two saved revisions at fixed times to compare.
    const [newest] = await trx('blog_posts')
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(1);
    const current = Object.fromEntries(REVISION_FIELDS.map((field) => [field, newest[field] ?? null]));
    const earlier = {
      ...current,
      title: `${current.title} (first draft)`,
      excerpt: 'A first outline of the post.',
      content: String(current.content).replace(/<p>[^<]*/, '<p>An earlier opening paragraph, since rewritten.'),
      status: 'draft',
    };
    await trx('blog_post_revisions').where({ post_id: newest.id }).del();
    await trx('blog_post_revisions').insert([
      { post_id: newest.id, staff_email: 'staff@example.com', snapshot: earlier, created_at: at(20, 5) },
      { post_id: newest.id, staff_email: 'staff@example.com', snapshot: current, created_at: at(22, 6) },
    ]);

    // The admissions banner's year follows the date unless staff set one: set, so the home page's shot stays.
    await trx('site_settings')
      .where({ id: 1 })
      .update({ settings: { admissions_year: 2027 } });

    // Submissions with fixed ids and times, replacing whatever a previous run left.
    const submissions = [
      ['registration_forms', REGISTRATIONS],
      ['contact_forms', CONTACTS],
      ['admission_applications', ADMISSIONS],
      ['prospectus_requests', PROSPECTUS],
      ['newsletter_subscriptions', NEWSLETTER],
      ['mail_outbox', OUTBOX],
    ] as const;
    // Open days with fixed ids (registrations go with them, and count no seats: `registered` is set here).
    await trx('events').del();
    await trx('events').insert(EVENTS.map((row, index) => ({ id: index + 1, ...row })));
    await trx('event_registrations').insert(EVENT_REGISTRATIONS.map((row, index) => ({ id: index + 1, ...row })));
    for (const [table, rows] of submissions) {
      await trx(table).del();
      await trx(table).insert(rows.map((row, index) => ({ id: index + 1, ...row })));
    }

    // The lead pipeline: the submissions' applicants (linked by the insert trigger) along the stages, one with a
    // call logged and a follow-up long past (overdue by the fixed clock and the real one alike).
    const staff = await trx('staff').where({ email: 'staff@example.com' }).first('id');
    for (const [email, lead] of Object.entries(LEADS)) {
      const { applicant_id: id } = await trx('applicant_keys')
        .where({ key: `e:${email}` })
        .first('applicant_id');
      await trx('applicant_events').where({ applicant_id: id }).whereNot({ kind: 'submission' }).del();
      await trx('applicant_notes').where({ applicant_id: id }).del();
      await trx('applicant_follow_ups').where({ applicant_id: id }).del();
      await trx('applicants')
        .where({ id })
        .update({
          stage: lead.stage,
          lost_reason: lead.lost_reason ?? null,
          owner_id: staff.id,
          first_contacted_at: lead.at,
          last_touched_at: lead.at,
          next_follow_up_at: lead.follow_up?.due_at ?? null,
          updated_at: lead.at,
        });
      await trx('applicant_events').insert([
        {
          applicant_id: id,
          kind: 'assigned',
          staff_id: staff.id,
          at: lead.at,
          data: { from: null, owner_id: staff.id },
        },
        {
          applicant_id: id,
          kind: 'stage',
          staff_id: staff.id,
          at: lead.at,
          data: { from: 'new', to: lead.stage, lost_reason: lead.lost_reason },
        },
      ]);
      if (lead.note)
        await trx('applicant_notes').insert({
          applicant_id: id,
          author_id: staff.id,
          body: lead.note,
          created_at: lead.at,
          updated_at: lead.at,
        });
      if (lead.follow_up) {
        await trx('applicant_follow_ups').insert({
          applicant_id: id,
          created_by: staff.id,
          created_at: lead.at,
          ...lead.follow_up,
        });
        await trx('applicant_events').insert({
          applicant_id: id,
          kind: 'follow_up',
          staff_id: staff.id,
          at: lead.at,
          data: lead.follow_up,
        });
      }
    }
  });
  await closeVisualDb();
});
