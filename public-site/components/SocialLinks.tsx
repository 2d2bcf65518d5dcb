// The institute's five social profiles, as icon links with their network's name for screen readers.
import { SOCIAL_LINKS } from '../../common/site';
import { Icon } from './Icon';

export function SocialLinks({ className = 'social-links', size = 16 }: { className?: string; size?: number }) {
  return (
    <ul className={className}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}>
            <Icon name={link.network} size={size} />
          </a>
        </li>
      ))}
    </ul>
  );
}
