import type { Knex } from 'knex';
import { alertOwnerFunction, ENQUIRY_TABLES } from './20261127000100_enquiry_alert_names_applicant';
import {
  attachContentVersion,
  attachRowCounts,
  attachSearchIndexes,
  detachContentVersion,
  detachRowCounts,
  detachSearchIndexes,
} from './helpers';

// Open days (issue 21 point 8): events staff publish on /events, and the visitors' registrations for them.
// `registered` is the number of registrations, raised by the statement that admits one only while it is below
// `capacity` (server/events/registrations.ts), so concurrent registrations never exceed it; deleting a
// registration gives its seat back (trigger below). Registrations join the lead pipeline like the other forms.
// The campuses of common/enums.ts (CAMPUSES) when this was written.
const campuses = "'siliguri', 'kolkata', 'jalpaiguri', 'cooch-behar'";
const REGISTRATION_SEARCH = ['name', 'email', 'phone', 'event_title'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS events (
      id serial PRIMARY KEY,
      title text NOT NULL,
      description text,
      starts_at timestamptz NOT NULL,
      campus text NOT NULL CHECK (campus IN (${campuses})),
      capacity integer NOT NULL CHECK (capacity > 0),
      registered integer NOT NULL DEFAULT 0 CHECK (registered >= 0),
      is_published boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX IF NOT EXISTS events_upcoming_idx ON events (starts_at) WHERE is_published');
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS event_registrations (
      id serial PRIMARY KEY,
      event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
      -- The open day's title and start, kept in step with the event by the trigger below: staff lists, searches
      -- and exports read them without a join.
      event_title text NOT NULL,
      event_starts_at timestamptz NOT NULL,
      name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      phone_e164 text,
      attribution jsonb,
      applicant_id integer REFERENCES applicants(id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS event_registrations_event_idx ON event_registrations (event_id, created_at DESC)',
  );
  await knex.raw('CREATE INDEX IF NOT EXISTS event_registrations_applicant_idx ON event_registrations (applicant_id)');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION event_registration_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE events SET registered = greatest(registered - 1, 0) WHERE id = OLD.event_id;
      RETURN OLD;
    END $$`);
  await knex.raw('DROP TRIGGER IF EXISTS event_registrations_seat_back ON event_registrations');
  await knex.raw(`
    CREATE TRIGGER event_registrations_seat_back AFTER DELETE ON event_registrations
      FOR EACH ROW EXECUTE FUNCTION event_registration_deleted()`);
  await knex.raw(`
    CREATE OR REPLACE FUNCTION event_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE event_registrations SET event_title = NEW.title, event_starts_at = NEW.starts_at
      WHERE event_id = NEW.id;
      RETURN NEW;
    END $$`);
  await knex.raw('DROP TRIGGER IF EXISTS events_registrations_follow ON events');
  await knex.raw(`
    CREATE TRIGGER events_registrations_follow AFTER UPDATE OF title, starts_at ON events
      FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.starts_at IS DISTINCT FROM NEW.starts_at)
      EXECUTE FUNCTION event_changed()`);

  await attachContentVersion(knex, 'events');
  await attachRowCounts(knex, 'events');
  await attachRowCounts(knex, 'event_registrations');
  await attachSearchIndexes(knex, 'event_registrations', REGISTRATION_SEARCH);

  // A cached /events page keeps nothing past the start of the next open day (it leaves the list then).
  await knex.raw(`
    CREATE OR REPLACE FUNCTION next_content_change(at timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
      SELECT least(
        (SELECT min(publish_at) FROM blog_posts WHERE status = 'scheduled' AND publish_at > at),
        (SELECT min(starts_at) FROM events WHERE is_published AND starts_at > at))
    $$`);

  // A registration's alert goes to its applicant's owner, as the other enquiries' do (…_enquiry_alert_to_owner.ts).
  await knex.raw(alertOwnerFunction(true, [...ENQUIRY_TABLES, 'event_registrations']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(alertOwnerFunction(true));
  await knex.raw(`
    CREATE OR REPLACE FUNCTION next_content_change(at timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
      SELECT min(publish_at) FROM blog_posts WHERE status = 'scheduled' AND publish_at > at
    $$`);
  await detachSearchIndexes(knex, 'event_registrations', REGISTRATION_SEARCH);
  await detachRowCounts(knex, 'event_registrations');
  await detachRowCounts(knex, 'events');
  await detachContentVersion(knex, 'events');
  await knex.raw('DROP TABLE IF EXISTS event_registrations');
  await knex.raw('DROP TABLE IF EXISTS events');
  await knex.raw('DROP FUNCTION IF EXISTS event_registration_deleted()');
  await knex.raw('DROP FUNCTION IF EXISTS event_changed()');
  await knex.raw("DELETE FROM row_counts WHERE table_name IN ('events', 'event_registrations')");
}
