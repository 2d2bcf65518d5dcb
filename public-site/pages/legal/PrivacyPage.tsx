// /privacy: what the website collects through its forms, why, for how long, and the visitor's rights.
import { Link } from 'react-router-dom';
import { INSTITUTE } from '../../../common/site';
import { LegalContact, LegalPage, type LegalSection } from './LegalPage';

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
          <li>newsletter subscriptions: your e-mail address.</li>
        </ul>
        <p>
          Our servers also keep short technical logs (such as the page requested and the time) to keep the site secure.
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
        <li>to send our newsletter, if you subscribed;</li>
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
      <p>
        We keep enquiries and applications for as long as needed to handle them and to meet our legal and academic
        record-keeping duties, then delete them. You can unsubscribe from the newsletter at any time.
      </p>
    ),
  },
  {
    title: 'Your Rights',
    body: (
      <p>
        You may ask to see, correct or delete the personal information we hold about you, or withdraw a consent you
        gave, by writing to us at the address below.
      </p>
    ),
  },
  {
    title: 'Children’s Privacy',
    body: (
      <p>
        Our website is not directed at children under 13, and we do not knowingly collect personal information from
        them. If you believe a child under 13 has sent us information, please contact us and we will delete it.
      </p>
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
      description="How the institute collects, uses, shares and protects the information you give through its website forms, and your rights over it."
      url="/privacy"
      intro={
        <p>
          {INSTITUTE.name} respects your privacy. This policy explains what information the website collects and how we
          use it.
        </p>
      }
      sections={sections}
    />
  );
}
