// The itemised privacy notice (DPDP Act s.5), in the page's language (forms.notice.…): collapsed beside every form's
// consent box, in full on /privacy. Its version is common/privacy.ts's NOTICE_VERSION, whatever the language.
import { DATA_PROTECTION_BOARD_URL, DEFAULT_RETENTION_MONTHS } from '../../common/privacy';
import { INSTITUTE } from '../../common/site';
import { formatNumber, useLanguage, useT } from '../i18n/i18n';

export function PrivacyNoticeItems({ className }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  const values = {
    email: INSTITUTE.academicHeadEmail,
    board: DATA_PROTECTION_BOARD_URL,
    months: formatNumber(language, DEFAULT_RETENTION_MONTHS),
  };
  const items = [
    [t('forms.notice.collect.title'), t('forms.notice.collect.text')],
    [t('forms.notice.why.title'), t('forms.notice.why.text')],
    [t('forms.notice.keep.title'), t('forms.notice.keep.text', values)],
    [t('forms.notice.rights.title'), t('forms.notice.rights.text', values)],
    [t('forms.notice.complaints.title'), t('forms.notice.complaints.text', values)],
  ];
  return (
    <dl className={className ?? 'privacy-notice__items'}>
      {items.map(([title, text]) => (
        <div key={title}>
          <dt>{title}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
