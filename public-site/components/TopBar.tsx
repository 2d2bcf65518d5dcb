// The thin bar above the header: phone numbers, the academic head's e-mail, the language switch (on wide screens;
// phones have it in the menu) and the social links.
import { campusPhonesOf, INSTITUTE, mailHref, telHref } from '../../common/site';
import { useSiteSettings } from '../site-settings';
import { Icon } from './Icon';
import { LanguageSwitch } from './LanguageSwitch';
import { SocialLinks } from './SocialLinks';

export function TopBar() {
  const phones = campusPhonesOf(useSiteSettings());
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <ul className="top-bar__contacts">
          <li>
            <Icon name="phone" size={14} />
            {phones.map((phone, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: staff may give both campuses one number
              <span key={index}>
                {index > 0 && ' / '}
                <a href={telHref(phone)}>{phone}</a>
              </span>
            ))}
          </li>
          <li className="top-bar__email">
            <Icon name="mail" size={14} />
            <a href={mailHref(INSTITUTE.academicHeadEmail)}>{INSTITUTE.academicHeadEmail}</a>
          </li>
        </ul>
        <LanguageSwitch className="language-switch--top" />
        <SocialLinks className="social-links social-links--top" size={14} />
      </div>
    </div>
  );
}
