// The institute's five social profiles (addresses from the site settings), as icon links with their network's name for screen readers.
import { socialLinksOf } from '../../common/site';
import { useSiteSettings } from '../site-settings';
import { Icon } from './Icon';

export function SocialLinks({ className = 'social-links', size = 16 }: { className?: string; size?: number }) {
  const links = socialLinksOf(useSiteSettings());
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}>
            <Icon name={link.network} size={size} />
          </a>
        </li>
      ))}
    </ul>
  );
}
