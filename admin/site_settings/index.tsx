// Site Settings (admins and editors, by common/roles.ts): the home page's admissions banner, the campuses' phones
// and e-mails, office hours and the social links the public site shows. One record: the menu entry opens its form.
import SettingsIcon from '@mui/icons-material/Settings';
import { Edit, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import type { SiteSettings, WordedSetting } from '../../common/site';
import { SITE_SETTING_LABELS, siteSettingsSchema, translationsOf } from '../../common/site-settings';
import { validateWith } from '../shared/content-form';
import { ScreenHeader } from '../shared/ScreenHeader';

const SITE_SETTINGS_ID = 1;

/**
 * An emptied box is sent as empty text, which these settings read as "none" (a social link left out, a Bengali or
 * Hindi version that shows the English): react-admin would send null, which the settings refuse.
 */
const keepEmpty = (value: string | null) => value ?? '';

const text = (source: keyof SiteSettings, helperText?: string) => (
  <TextInput
    key={source}
    source={source}
    label={SITE_SETTING_LABELS[source]}
    helperText={helperText}
    parse={keepEmpty}
    fullWidth
  />
);

/** A setting in words and, under it, its Bengali and Hindi versions (an empty one shows the English there). */
const worded = (source: WordedSetting, helperText: string) => [
  text(source, helperText),
  ...translationsOf(source).map((translation) =>
    text(translation.source, 'Shown on those pages; leave empty to show the English text there.'),
  ),
];

function SiteSettingsForm() {
  return (
    <Edit
      resource="site_settings"
      id={SITE_SETTINGS_ID}
      title="Site Settings"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
    >
      <ScreenHeader
        title="Site Settings"
        subtitle="What the public website shows on every page: saved changes appear on the site at once."
      />
      <SimpleForm
        validate={validateWith(siteSettingsSchema)}
        toolbar={
          <Toolbar>
            <SaveButton label="Save settings" alwaysEnable={false} />
          </Toolbar>
        }
        sx={{ maxWidth: 720 }}
      >
        {worded('admissions_text', 'The home page banner reads this text, then the year.')}
        <NumberInput source="admissions_year" label={SITE_SETTING_LABELS.admissions_year} step={1} />
        {text('siliguri_phone')}
        {text('siliguri_email')}
        {text('kolkata_phone')}
        {text('kolkata_email')}
        {worded('office_days', 'For example: Monday to Saturday')}
        {worded('office_hours', 'For example: 9:00 AM to 6:00 PM')}
        {text('facebook_url', 'An https:// address; leave empty to show no link.')}
        {text('twitter_url')}
        {text('linkedin_url')}
        {text('instagram_url')}
        {text('youtube_url')}
      </SimpleForm>
    </Edit>
  );
}

export default { list: SiteSettingsForm, edit: SiteSettingsForm, icon: SettingsIcon };
