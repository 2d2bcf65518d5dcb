// Messages with elements inside, as Lingui writes them: 'see our <0>Privacy Policy</0>' becomes the text with the
// first given element (a <Link>, <strong>…) around "Privacy Policy", so a translation can move the link in its
// sentence. Imported only by the pages that need it, so it is not in the site's first script.
import { cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\d+)>(.*?)<\/\1>/g;

/** The message's text with `<n>…</n>` replaced by elements[n] around the text between the tags. */
export function rich(text: string, elements: ReactElement[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const element = elements[Number(match[1])];
    if (!element) throw new Error(`rich: no element <${match[1]}> for "${text}"`);
    nodes.push(text.slice(last, match.index), cloneElement(element, { key: match.index }, match[2]));
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return nodes.filter((node) => node !== '');
}
