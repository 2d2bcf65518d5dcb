// Blog posts for the read benchmarks when the demo content holds too few (each about the size of a real article).
import { psql } from './support';

const MINIMUM_POSTS = 9;

const paragraph =
  'Airports, airlines and hotels hire people who can keep calm under pressure, speak clearly to travellers ' +
  'and follow procedure. Our students practise check-in, boarding, grooming and guest service in mock sessions ' +
  'before their internships, and meet recruiters on campus in their final term.';

export async function ensureBlogPosts(databaseUrl: string): Promise<number> {
  const existing = Number(psql(databaseUrl, 'SELECT count(*) FROM blog_posts'));
  if (existing >= MINIMUM_POSTS) return existing;
  const content = Array.from({ length: 8 }, (_, i) => `<h2>Part ${i + 1}</h2><p>${paragraph}</p>`).join('');
  psql(
    databaseUrl,
    `INSERT INTO blog_posts (title, excerpt, content, category, tags, author, image, date, read_time, views, likes)
     SELECT 'Careers in aviation and hospitality, part ' || n,
            'What the first year at an airport or a hotel looks like, and how to prepare for it.',
            '${content.replace(/'/g, "''")}',
            (ARRAY['aviation','hospitality','career','education','industry'])[1 + n % 5],
            ARRAY['aviation','careers'],
            'Skyline Faculty',
            '/images/awards/award-0' || (1 + n % 9) || '.webp',
            CURRENT_DATE - n,
            '5 min read',
            100 * n,
            10 * n
     FROM generate_series(1, ${MINIMUM_POSTS - existing}) AS n`,
  );
  return MINIMUM_POSTS;
}

const FIRST_NAMES = [
  'Aarav',
  'Ananya',
  'Arjun',
  'Diya',
  'Ishaan',
  'Kavya',
  'Rohan',
  'Priya',
  'Vivaan',
  'Saanvi',
  'Aditya',
  'Meera',
  'Karan',
  'Nisha',
  'Rahul',
  'Pooja',
  'Siddharth',
  'Tanvi',
  'Vikram',
  'Riya',
  'Dev',
  'Sneha',
  'Aman',
  'Shreya',
  'Nikhil',
  'Aisha',
  'Yash',
  'Kriti',
  'Harsh',
  'Neha',
  'Tenzing',
  'Pema',
  'Sonam',
  'Dawa',
  'Karma',
  'Nima',
  'Suman',
  'Bikash',
  'Anjali',
  'Ritika',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Kumar',
  'Das',
  'Bose',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Patel',
  'Shah',
  'Mehta',
  'Joshi',
  'Chatterjee',
  'Banerjee',
  'Mukherjee',
  'Ghosh',
  'Sen',
  'Roy',
  'Pradhan',
  'Tamang',
  'Lepcha',
  'Bhutia',
  'Sherpa',
  'Rai',
  'Gurung',
  'Chettri',
  'Thapa',
  'Agarwal',
  'Jain',
  'Kapoor',
  'Malhotra',
  'Khanna',
  'Saxena',
  'Mishra',
  'Pandey',
  'Tiwari',
  'Dubey',
  'Yadav',
  'Chauhan',
  'Rathore',
  'Menon',
  'Pillai',
  'Kulkarni',
  'Deshpande',
  'Sinha',
  'Saha',
  'Dutta',
];
const REGISTRATION_COURSES_SQL = `ARRAY[
  'Skilled Professional In Airport Management (SPAM)',
  'Skilled Professional In Tourism & Hospitality (SPTH)',
  'Skilled Professional In Hospitality And Aviation & Tourism Services (SPHATS)',
  'Skilled Professional In Hotel Management (SPHM)',
  'BBA Tourism, Aviation and Hospitality',
  'BBM Tourism, Aviation and Hospitality']`;
const sqlArray = (values: string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;

/** The newest row is now; one registration every 90 seconds before it (a million span about 2.9 years). */
export const REGISTRATION_SPACING_SECONDS = 90;

/**
 * Registrations generated inside PostgreSQL (a million in well under a minute): names from 40 × 50 common
 * names, unique e-mails and phone numbers, four in ten without a message. Then VACUUM ANALYZE, as autovacuum would.
 * Not linked to applicants (the lead pipeline's trigger is off while they are made): these benchmarks measure the
 * submission lists; bench/leads.ts generates applicants of its own.
 */
export function generateRegistrations(databaseUrl: string, count: number): void {
  psql(
    databaseUrl,
    `ALTER TABLE registration_forms DISABLE TRIGGER registration_forms_link_applicant;
     INSERT INTO registration_forms (full_name, email, phone, course, message, created_at)
     SELECT f.name || ' ' || l.name,
            lower(f.name) || '.' || lower(l.name) || n || '@example.com',
            '+91 9' || lpad(((n::bigint * 7919) % 1000000000)::text, 9, '0'),
            (${REGISTRATION_COURSES_SQL})[1 + n % 6],
            CASE WHEN n % 5 < 2 THEN NULL
                 ELSE 'Please send me the fee structure and the dates of the next batch. Reference ' || n END,
            now() - make_interval(secs => n::double precision * ${REGISTRATION_SPACING_SECONDS})
     FROM generate_series(1, ${count}) AS n
     CROSS JOIN LATERAL (SELECT (${sqlArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] AS name) f
     CROSS JOIN LATERAL (SELECT (${sqlArray(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS name) l;
     ALTER TABLE registration_forms ENABLE TRIGGER registration_forms_link_applicant;`,
  );
  psql(databaseUrl, 'VACUUM ANALYZE registration_forms');
}

/** Blog posts generated inside PostgreSQL, each with a short article body. */
export function generateBlogPosts(databaseUrl: string, count: number): void {
  const content = `<h2>What the job is like</h2><p>${paragraph}</p><h2>How to prepare</h2><p>${paragraph}</p>`;
  psql(
    databaseUrl,
    `INSERT INTO blog_posts (title, excerpt, content, category, tags, author, image, date, read_time, views, likes,
                             is_featured, created_at)
     SELECT 'Aviation and hospitality notes, number ' || n,
            'A short note from our faculty on careers at airports, airlines and hotels.',
            '${content.replace(/'/g, "''")}',
            (ARRAY['aviation','hospitality','career','education','industry'])[1 + n % 5],
            ARRAY['aviation','careers'],
            'Skyline Faculty',
            '/images/awards/award-0' || (1 + n % 9) || '.webp',
            CURRENT_DATE - (n / 20),
            '4 min read',
            n % 5000,
            n % 300,
            n % 50 = 0,
            now() - make_interval(secs => n::double precision * 600)
     FROM generate_series(1, ${count}) AS n`,
  );
  psql(databaseUrl, 'VACUUM ANALYZE blog_posts');
}
