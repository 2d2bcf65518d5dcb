// react-admin's English texts, with the panel's own words where the spec fixes them.
import { defaultI18nProvider, type I18nProvider } from 'react-admin';
import { STAFF_RESOURCES } from './resources';

/** Every confirmation in the panel is a deletion: its button reads Delete, beside Cancel. */
const PANEL_TEXTS: Record<string, string> = { 'ra.action.confirm': 'Delete' };

const VERBS = { created: 'created', updated: 'saved', deleted: 'deleted' } as const;
const NOTIFICATION = /^resources\.(\w+)\.notifications\.(created|updated|deleted)$/;

/** react-admin's "Element created / updated / deleted" in the resource's own words: "Blog post saved". */
function resourceNotification(key: string, options?: { smart_count?: number }): string | null {
  const match = NOTIFICATION.exec(key);
  const item = match && STAFF_RESOURCES.find((resource) => resource.name === match[1])?.item;
  if (!match || !item) return null;
  const count = options?.smart_count ?? 1;
  const verb = VERBS[match[2] as keyof typeof VERBS];
  return count === 1 ? `${item[0]} ${verb}` : `${count} ${item[1]} ${verb}`;
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) =>
    PANEL_TEXTS[key] ?? resourceNotification(key, options) ?? defaultI18nProvider.translate(key, options),
};
