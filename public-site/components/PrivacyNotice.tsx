// The itemised privacy notice (common/privacy.ts): collapsed beside every form's consent box, in full on /privacy.
import { NOTICE_ITEMS } from '../../common/privacy';

export function PrivacyNoticeItems({ className }: { className?: string }) {
  return (
    <dl className={className ?? 'privacy-notice__items'}>
      {NOTICE_ITEMS.map((item) => (
        <div key={item.title}>
          <dt>{item.title}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
