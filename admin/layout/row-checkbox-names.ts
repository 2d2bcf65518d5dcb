// react-admin (5.x, Datagrid and DataTable) puts each row checkbox's name ("Select this row") on MUI's wrapper span,
// where aria-label is not allowed, and leaves the checkbox itself unnamed: a screen reader announces "checkbox" 25
// times (axe: aria-prohibited-attr and label). Until the library passes it to the input, the name is moved there.
import { useEffect } from 'react';

function nameRowCheckboxes(root: ParentNode) {
  for (const wrapper of root.querySelectorAll<HTMLElement>('span.select-item[aria-label]')) {
    const input = wrapper.querySelector('input');
    const name = wrapper.getAttribute('aria-label');
    if (input && name && !input.hasAttribute('aria-label')) input.setAttribute('aria-label', name);
    wrapper.removeAttribute('aria-label');
  }
}

/** Keeps every row checkbox the panel shows named, as lists render and page. */
export function useNamedRowCheckboxes() {
  useEffect(() => {
    nameRowCheckboxes(document);
    const observer = new MutationObserver(() => nameRowCheckboxes(document));
    observer.observe(document.body, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, []);
}
