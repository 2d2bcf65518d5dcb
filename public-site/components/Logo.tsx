// The institute's logo; if the image cannot load, the name is shown as a text logo instead.
import { useEffect, useRef, useState } from 'react';
import { INSTITUTE } from '../../common/site';

export function Logo({ variant = 'dark' }: { variant?: 'dark' | 'light' }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // A failure before hydration fires no event React can see: read the image's state instead.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span className={`text-logo text-logo--${variant}`}>
        <span className="text-logo__mark" aria-hidden="true">
          S
        </span>
        <span className="text-logo__name">{INSTITUTE.shortName}</span>
      </span>
    );
  }
  // A bitmap at two and three times the shown size: the same logo as an SVG image costs a phone a whole SVG
  // document on the main thread (~12 ms each, measured) before the page can respond.
  const file = variant === 'light' ? '/images/site/logo-light' : '/images/site/logo';
  return (
    <img
      ref={image}
      className="logo"
      src={`${file}-480.webp`}
      srcSet={`${file}-480.webp 2x, ${file}-720.webp 3x`}
      alt={INSTITUTE.shortName}
      width={240}
      height={48}
      onError={() => setFailed(true)}
    />
  );
}
