// react-admin's English texts, with the panel's own words where the spec fixes them.
import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/** Every confirmation in the panel is a deletion: its button reads Delete, beside Cancel. */
const PANEL_TEXTS: Record<string, string> = { 'ra.action.confirm': 'Delete' };

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => PANEL_TEXTS[key] ?? defaultI18nProvider.translate(key, options),
};
