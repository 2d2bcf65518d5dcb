// /terms: the terms of use of the website and of the visitor forms.
import { Link } from 'react-router-dom';
import { INSTITUTE } from '../../../common/site';
import { LegalContact, LegalPage, type LegalSection, TERMS_VERSION } from './LegalPage';

const sections: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <p>
        By visiting this website or submitting any of its forms you agree to these Terms and Conditions. If you do not
        agree, please do not use the website.
      </p>
    ),
  },
  {
    title: 'Use of the Website',
    body: (
      <>
        <p>
          You may use this website to learn about our programs and to contact or apply to the institute. You agree not
          to:
        </p>
        <ul>
          <li>submit false, misleading or another person’s information;</li>
          <li>attempt to disrupt, overload or gain unauthorised access to the website or its systems;</li>
          <li>
            copy, scrape or republish the website’s content for commercial purposes without our written permission.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'Courses and Admissions',
    body: (
      <p>
        Course details, durations, eligibility and fees shown on the website are for guidance and may change. Submitting
        a registration, application or enquiry does not guarantee admission; admission is confirmed only after our
        admission team has verified your documents and eligibility, including the requirements of the affiliating
        university for degree programs.
      </p>
    ),
  },
  {
    title: 'Fees, Payments and Refunds',
    body: (
      <p>
        Fees are payable as set out in your admission letter. Refunds, where applicable, follow the refund policy given
        to you at admission and the rules of the affiliating university. No payment is taken through this website.
      </p>
    ),
  },
  {
    title: 'Placement Assistance',
    body: (
      <p>
        We provide placement assistance, training and interview opportunities to eligible students. Placement figures
        shown on the website describe past results; a job offer depends on each recruiter’s own selection process and is
        not guaranteed.
      </p>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <p>
        The text, photographs, videos, graphics and logos of {INSTITUTE.name} on this website belong to the institute or
        are used with permission. Company logos shown under Hiring Partner and Approved Partner are trademarks of their
        respective owners.
      </p>
    ),
  },
  {
    title: 'Third-Party Links and Content',
    body: (
      <p>
        The website links to and embeds content from other services, such as YouTube videos, maps and our social media
        pages. We are not responsible for their content or practices; their own terms apply.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        We take care to keep the website accurate and available, but it is provided “as is”. To the extent permitted by
        law, the institute is not liable for any loss arising from the use of, or inability to use, the website. These
        terms are governed by the laws of India, and the courts of West Bengal have jurisdiction.
      </p>
    ),
  },
  {
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms from time to time. For material changes we will give at least 30 days’ notice on this
        page before they take effect. The date at the top of this page shows the latest revision. See also our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <>
        <p>Questions about these terms are welcome at:</p>
        <LegalContact />
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      version={TERMS_VERSION}
      description="The terms of use of the institute's website, its course information, admission and enquiry forms, placement assistance and content."
      url="/terms"
      intro={
        <p>
          These terms govern your use of the website of {INSTITUTE.name} and the forms on it. Please read them
          carefully.
        </p>
      }
      sections={sections}
    />
  );
}
