// Open days: every published open day still to come, soonest first, with its date and time in India time, its
// campus, the seats left and a registration form of its own; a full one says so instead. Each is also described
// to search engines as a schema.org Event (jsonld.ts).
import { Suspense, useState } from 'react';
import { Await, Link, useLoaderData } from 'react-router-dom';
import { CAMPUS_LABELS } from '../../../common/enums';
import { DEFAULT_LANGUAGE } from '../../../common/languages';
import { CAMPUS_DIRECTORY, telHref } from '../../../common/site';
import type { PublicEvent } from '../../../common/types';
import { EventRegistrationForm } from '../../components/forms/index';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { SectionHeading } from '../../components/SectionHeading';
import { formatNumber, useLanguage, useT } from '../../i18n/i18n';
import { rich } from '../../i18n/rich';
import { kolkataIso, openDayWhen } from './format';
import { eventJsonLd, scriptJson } from './jsonld';
import './events.css';
import { useMainPhone } from '../../site-settings';

/** null: the open days could not be read. */
export type EventsLoaderData = { events: PublicEvent[] | null | Promise<PublicEvent[] | null> };

const campusAddress = (campus: PublicEvent['campus']) =>
  (CAMPUS_DIRECTORY as Record<string, { address: string } | undefined>)[campus]?.address ??
  `${CAMPUS_LABELS[campus]}, West Bengal`;

/** Each campus's name in the page's language (common/enums.ts CAMPUS_LABELS in English). */
const CAMPUS_KEYS: Record<PublicEvent['campus'], { key: string }> = {
  siliguri: { key: 'events.campus.siliguri' },
  kolkata: { key: 'events.campus.kolkata' },
  jalpaiguri: { key: 'events.campus.jalpaiguri' },
  'cooch-behar': { key: 'events.campus.cooch_behar' },
};

function OpenDay({ event }: { event: PublicEvent }) {
  const mainPhone = useMainPhone();
  const t = useT();
  const language = useLanguage();
  const [seatsLeft, setSeatsLeft] = useState(event.seats_left);
  const [registered, setRegistered] = useState(false);
  const headingId = `open-day-${event.id}-title`;
  const shown = openDayWhen(language, event.starts_at);
  const english = language === DEFAULT_LANGUAGE;
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
          <span className="open-day__badge-day">{shown.badgeDay}</span>
          <span className="open-day__badge-month">{shown.month}</span>
        </p>
        <div className="open-day__summary">
          <h3 id={headingId} lang={event.language}>
            {event.title}
          </h3>
          <p className="icon-line">
            <Icon name="clock" size={16} />
            <time dateTime={kolkataIso(event.starts_at)}>
              {english ? `${shown.day}, ${shown.time}` : t('events.when', { day: shown.day, time: shown.time })}
            </time>
          </p>
          <p className="icon-line">
            <Icon name="pin" size={16} />
            <span>
              <strong>{english ? `${CAMPUS_LABELS[event.campus]} campus` : t(CAMPUS_KEYS[event.campus].key)}</strong>:{' '}
              <span lang={english ? undefined : DEFAULT_LANGUAGE}>{campusAddress(event.campus)}</span>
            </span>
          </p>
          {event.language !== 'en' && (
            <p className="icon-line" data-testid="held-in">
              <Icon name="chat" size={16} />
              {/* The language's own name, in its script, marked so that the page draws it in that script's face. */}
              <span>
                {rich(t('events.held_in', { language: event.language }), [<span key="name" lang={event.language} />])}
              </span>
            </p>
          )}
          <p className="open-day__seats" data-testid="seats">
            {full ? (
              <span className="open-day__full">{t('events.full')}</span>
            ) : (
              <span className="badge">
                {t('events.seats_left', { count: seatsLeft, seats: formatNumber(language, seatsLeft) })}
              </span>
            )}
          </p>
        </div>
      </div>
      {event.description && (
        <p className="open-day__description" lang={event.language}>
          {event.description}
        </p>
      )}
      {full && !registered ? (
        <p className="open-day__closed" role="status">
          {rich(t('events.closed', { phone: mainPhone }), [
            // Its text is the message's, between <0> and </0>.
            <a key="phone" href={telHref(mainPhone)}>
              {mainPhone}
            </a>,
          ])}
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
  const t = useT();
  if (events === null)
    return (
      <p className="open-days__empty" role="alert">
        {rich(t('events.failed', { phone: mainPhone }), [
          // Its text is the message's, between <0> and </0>.
          <a key="phone" href={telHref(mainPhone)}>
            {mainPhone}
          </a>,
        ])}
      </p>
    );
  if (events.length === 0)
    return <p className="open-days__empty">{rich(t('events.none'), [<Link key="contact" to="/contact" />])}</p>;
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
  const t = useT();
  return (
    <>
      <PageMeta title={t('events.meta.title')} description={t('events.meta.description')} url="/events" />
      <PageHero
        title={t('events.meta.title')}
        subtitle={t('events.hero.subtitle')}
        image="/images/site/hero/slide-2.jpg"
      />
      <section className="section">
        <div className="container">
          <SectionHeading
            id="open-days-heading"
            eyebrow={t('events.list.eyebrow')}
            title={t('events.list.title')}
            intro={t('events.list.intro')}
          />
          <Suspense fallback={<p className="open-days__empty">{t('events.loading')}</p>}>
            <Await resolve={events} errorElement={<OpenDayList events={null} />}>
              {(loaded: PublicEvent[] | null) => <OpenDayList events={loaded} />}
            </Await>
          </Suspense>
        </div>
      </section>
    </>
  );
}
