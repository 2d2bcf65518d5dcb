// Open days: every published open day still to come, soonest first, with its date and time in India time, its
// campus, the seats left and a registration form of its own; a full one says so instead. Each is also described
// to search engines as a schema.org Event (jsonld.ts).
import { Suspense, useState } from 'react';
import { Await, Link, useLoaderData } from 'react-router-dom';
import { CAMPUS_LABELS } from '../../../common/enums';
import { CAMPUS_DIRECTORY, telHref } from '../../../common/site';
import type { PublicEvent } from '../../../common/types';
import { EventRegistrationForm } from '../../components/forms/index';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { SectionHeading } from '../../components/SectionHeading';
import { kolkataBadge, kolkataDay, kolkataIso, kolkataTime } from './format';
import { eventJsonLd, scriptJson } from './jsonld';
import './events.css';
import { useMainPhone } from '../../site-settings';

/** null: the open days could not be read. */
export type EventsLoaderData = { events: PublicEvent[] | null | Promise<PublicEvent[] | null> };

const campusAddress = (campus: PublicEvent['campus']) =>
  (CAMPUS_DIRECTORY as Record<string, { address: string } | undefined>)[campus]?.address ??
  `${CAMPUS_LABELS[campus]}, West Bengal`;

const seatsText = (seats: number) => (seats === 1 ? '1 seat left' : `${seats} seats left`);

function OpenDay({ event }: { event: PublicEvent }) {
  const mainPhone = useMainPhone();
  const [seatsLeft, setSeatsLeft] = useState(event.seats_left);
  const [registered, setRegistered] = useState(false);
  const headingId = `open-day-${event.id}-title`;
  const badge = kolkataBadge(event.starts_at);
  const full = seatsLeft <= 0;
  return (
    <li className="open-day card" id={`open-day-${event.id}`} data-testid="open-day">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, escaped by scriptJson
        dangerouslySetInnerHTML={{ __html: scriptJson(eventJsonLd(event)) }}
      />
      <div className="open-day__head">
        <p className="open-day__badge" aria-hidden="true">
          <span className="open-day__badge-day">{badge.day}</span>
          <span className="open-day__badge-month">{badge.month}</span>
        </p>
        <div className="open-day__summary">
          <h3 id={headingId}>{event.title}</h3>
          <p className="icon-line">
            <Icon name="clock" size={16} />
            <time dateTime={kolkataIso(event.starts_at)}>
              {kolkataDay(event.starts_at)}, {kolkataTime(event.starts_at)}
            </time>
          </p>
          <p className="icon-line">
            <Icon name="pin" size={16} />
            <span>
              <strong>{CAMPUS_LABELS[event.campus]} campus</strong>: {campusAddress(event.campus)}
            </span>
          </p>
          <p className="open-day__seats" data-testid="seats">
            {full ? (
              <span className="open-day__full">Full</span>
            ) : (
              <span className="badge">{seatsText(seatsLeft)}</span>
            )}
          </p>
        </div>
      </div>
      {event.description && <p className="open-day__description">{event.description}</p>}
      {full && !registered ? (
        <p className="open-day__closed" role="status">
          This open day is full: every seat has been taken. Call <a href={telHref(mainPhone)}>{mainPhone}</a> to hear of
          the next one.
        </p>
      ) : (
        <EventRegistrationForm
          eventId={event.id}
          labelledBy={headingId}
          onRegistered={() => {
            setRegistered(true);
            setSeatsLeft((seats) => Math.max(seats - 1, 0));
          }}
          onFull={() => setSeatsLeft(0)}
        />
      )}
    </li>
  );
}

function OpenDayList({ events }: { events: PublicEvent[] | null }) {
  const mainPhone = useMainPhone();
  if (events === null)
    return (
      <p className="open-days__empty" role="alert">
        The open days could not be loaded just now. Please reload the page, or call us on{' '}
        <a href={telHref(mainPhone)}>{mainPhone}</a>.
      </p>
    );
  if (events.length === 0)
    return (
      <p className="open-days__empty">
        No open days are scheduled right now. <Link to="/contact">Contact us</Link> to arrange a campus visit.
      </p>
    );
  return (
    <ul className="open-days" aria-labelledby="open-days-heading">
      {events.map((event) => (
        <OpenDay key={event.id} event={event} />
      ))}
    </ul>
  );
}

export function EventsPage() {
  const { events } = useLoaderData() as EventsLoaderData;
  return (
    <>
      <PageMeta
        title="Open Days"
        description="Visit our Siliguri and Kolkata campuses on an open day: tour the training facilities, meet the faculty and ask about courses, fees and admissions. Registration is free."
        url="/events"
      />
      <PageHero
        title="Open Days"
        subtitle="See the campus, meet the faculty and ask everything about courses and admissions. Free, with registration."
        image="/images/site/hero/slide-2.jpg"
      />
      <section className="section">
        <div className="container">
          <SectionHeading
            id="open-days-heading"
            eyebrow="Visit Us"
            title="Upcoming Open Days"
            intro="Times are India time (IST). Register for a seat: places are limited."
          />
          <Suspense fallback={<p className="open-days__empty">Loading open days…</p>}>
            <Await resolve={events} errorElement={<OpenDayList events={null} />}>
              {(loaded: PublicEvent[] | null) => <OpenDayList events={loaded} />}
            </Await>
          </Suspense>
        </div>
      </section>
    </>
  );
}
