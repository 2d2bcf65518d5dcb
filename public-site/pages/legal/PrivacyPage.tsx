// /privacy: what the website collects through its forms, why, for how long, and the visitor's rights.
import { Link } from 'react-router-dom';
import {
  DATA_PROTECTION_BOARD_URL,
  DEFAULT_RETENTION_MONTHS,
  GUARDIAN_LINK_DAYS,
  NOTICE_VERSION,
} from '../../../common/privacy';
import { INSTITUTE } from '../../../common/site';
import { ACCESS_CODE_MINUTES } from '../../../common/your-data';
import { PrivacyNoticeItems } from '../../components/PrivacyNotice';
import { LegalContact, LegalPage, type LegalSection } from './LegalPage';
import styles from './legal.module.css';

const sections: LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what you give us through the website’s forms:</p>
        <ul>
          <li>
            course registrations and admission applications: name, date of birth, e-mail, phone, marks, stream, board,
            preferred course and campus;
          </li>
          <li>contact messages and prospectus requests: name, e-mail, phone, course of interest and your message;</li>
          <li>newsletter subscriptions: your e-mail address;</li>
          <li>
            for an applicant under 18: the name, relation, phone and e-mail of the parent or guardian who confirms the
            application.
          </li>
        </ul>
        <p>
          With each form we also record your consent: the version of the privacy notice you agreed to, its language, the
          time, and whether you asked for news. Our servers also keep short technical logs (such as the page requested
          and the time) to keep the site secure.
        </p>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>to answer your enquiry, send the prospectus and process your registration or application;</li>
        <li>to contact you about admissions, counselling and the courses you asked about;</li>
        <li>to send our newsletter and news, only if you ticked the separate box for it or subscribed;</li>
        <li>to protect the website against abuse and to improve it.</li>
      </ul>
    ),
  },
  {
    title: 'Cookies and Local Storage',
    body: (
      <p>
        The public website sets no advertising or tracking cookies. Blog bookmarks are stored only in your own browser
        and never sent to us. Embedded YouTube videos use YouTube’s privacy-enhanced mode.
      </p>
    ),
  },
  {
    title: 'How We Share Information',
    body: (
      <p>
        We do not sell your personal information. It is seen only by our admission, counselling and placement staff, and
        shared with an affiliating university, a lending bank or a recruiter only when needed for your admission,
        education loan or placement, or where the law requires it.
      </p>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <p>
        Your information is sent over encrypted connections and kept in access-controlled systems that only authorised
        staff can sign in to. No method of transmission or storage is completely secure, but we work to protect your
        information.
      </p>
    ),
  },
  {
    title: 'Data Retention',
    body: (
      <>
        <p>
          We keep an enquiry until it is handled. If it does not lead to an application, we erase it after{' '}
          {DEFAULT_RETENTION_MONTHS} months: every day, everything we hold about a person whose latest form is older
          than that, and who has not applied or enrolled, is erased from all our records, keeping only anonymous counts.
          Records of students who apply are kept as the law on academic records requires.
        </p>
        <p>
          While you receive our newsletter (you confirmed your subscription), we keep your details; once you
          unsubscribe, the same {DEFAULT_RETENTION_MONTHS} months count from your latest form. An application of someone
          under 18 that their parent or guardian does not confirm within {GUARDIAN_LINK_DAYS} days is deleted.
        </p>
      </>
    ),
  },
  {
    title: 'Your Rights',
    body: (
      <>
        <p>
          Under India’s Digital Personal Data Protection Act 2023 you may ask for a copy of the personal data we hold
          about you, have it corrected, withdraw a consent you gave (withdrawing is as easy as giving), or have it
          erased. An erasure removes you from all our records, keeping only anonymous counts and a record that the
          erasure was done.
        </p>
        <p>
          You can do all of this yourself on the <Link to="/your-data">Your Data</Link> page: enter the e-mail address
          or phone number you gave us and we e-mail you a one-time code (valid for {ACCESS_CODE_MINUTES} minutes). With
          it you can download everything we hold about you (as JSON or CSV), correct your name, phone or e-mail, stop
          news and offers at once, or ask for erasure, which our staff carry out within 90 days at most. A phone number
          opens only the data of the e-mail addresses the code is sent to, so nobody sees your data by typing your
          number. You may also write to us from the address you used, at the address below; we answer within 90 days at
          most.
        </p>
        <p>
          If you sent a form without ticking the consent box (for example through another program), we use what you sent
          only to answer that enquiry, as you asked us to, and never send you news.
        </p>
        <p>
          If we do not resolve a complaint, you may complain to the Data Protection Board of India (
          <a href={DATA_PROTECTION_BOARD_URL}>{DATA_PROTECTION_BOARD_URL.replace('https://', '')}</a>).
        </p>
      </>
    ),
  },
  {
    title: 'Children’s Privacy',
    body: (
      <>
        <p>
          Our website is not directed at children under 13, and we do not knowingly collect personal information from
          them. If you believe a child under 13 has sent us information, please contact us and we will delete it.
        </p>
        <p>
          Many of our applicants are under 18. When the date of birth on an application shows someone under 18, the form
          asks for a parent’s or guardian’s name, relation, phone and e-mail, and we e-mail the parent or guardian a
          link to confirm the application. Until they confirm, the application is held apart: our staff see only how
          many applications are waiting, not who sent them, and we do not contact the applicant. We never send news or
          offers to an applicant under 18. The parent or guardian exercises the rights below on their behalf.
        </p>
      </>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time; the date at the top of this page shows the latest revision. See
        also our <Link to="/terms">Terms and Conditions</Link>.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <>
        <p>For any question about your privacy, contact:</p>
        <LegalContact />
      </>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      version={NOTICE_VERSION}
      description="How the institute collects, uses, shares and protects the information you give through its website forms, and your rights over it."
      url="/privacy"
      intro={
        <>
          <p>
            {INSTITUTE.name} respects your privacy. This policy explains what information the website collects and how
            we use it.
          </p>
          <section className={styles.notice} aria-labelledby="privacy-notice-heading">
            <h2 id="privacy-notice-heading">Privacy notice of our forms (version {NOTICE_VERSION})</h2>
            <PrivacyNoticeItems />
          </section>
        </>
      }
      sections={sections}
    />
  );
}
