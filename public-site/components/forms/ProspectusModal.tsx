// Download Prospectus: a modal form. Opening locks the page's scroll; closing restores it and clears the form.
// After a successful request the prospectus opens in a new tab 2 s later and the modal closes.
import { useEffect, useRef } from 'react';
import { COURSE_CODE_LABELS, PROSPECTUS_COURSES } from '../../../common/enums';
import { useLanguage, useT } from '../../i18n/i18n';
import { Icon } from '../Icon';
import { ConsentField } from './ConsentField';
import { EmailPhoneFields, FormMessageBox, HoneypotField, SelectField, SubmitButton, TextField } from './fields';
import { useVisitorForm } from './useVisitorForm';

export const PROSPECTUS_URL = '/files/prospectus.pdf';
export const PROSPECTUS_DOWNLOAD_DELAY_MS = 2000;

const INITIAL = { full_name: '', email: '', phone: '', course_interest: '', website: '' };
const COURSE_OPTIONS = PROSPECTUS_COURSES.map((course) => ({ value: course, label: COURSE_CODE_LABELS[course] }));

export function ProspectusModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const downloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useVisitorForm({
    resource: 'prospectus_requests',
    initialValues: INITIAL,
    texts: {
      successTitle: t('forms.prospectus.successTitle'),
      errorTitle: t('forms.prospectus.errorTitle'),
      errorFallback: t('forms.prospectus.errorFallback'),
    },
    onSuccess: () => {
      downloadTimer.current = setTimeout(() => {
        window.open(PROSPECTUS_URL, '_blank', 'noopener');
        close();
      }, PROSPECTUS_DOWNLOAD_DELAY_MS);
    },
  });
  const { reset } = form;

  const close = () => {
    clearTimeout(downloadTimer.current);
    reset();
    onClose();
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The dialog would focus its close button; the visitor came to type their name.
      element.querySelector<HTMLInputElement>('input[name="full_name"]')?.focus();
      const previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      return () => {
        document.body.style.overflow = previousOverflow;
        if (element.open) element.close();
      };
    }
  }, [open]);

  useEffect(() => () => clearTimeout(downloadTimer.current), []);

  const id = 'prospectus';
  return (
    <dialog
      ref={dialog}
      lang={lang}
      className="modal"
      aria-labelledby="prospectus-heading"
      onCancel={(event) => {
        // Escape closes through the same path as the close button, so the form is cleared too.
        event.preventDefault();
        close();
      }}
    >
      <div className="modal__header">
        <h2 id="prospectus-heading">{t('forms.prospectus.title')}</h2>
        <button type="button" className="modal__close" aria-label={t('forms.prospectus.close')} onClick={close}>
          <Icon name="close" size={22} />
        </button>
      </div>
      <p className="modal__intro">{t('forms.prospectus.intro')}</p>
      {open && (
        <form ref={form.formRef} className="visitor-form" onSubmit={form.submit} noValidate>
          <fieldset disabled={form.busy}>
            <legend className="visually-hidden">{t('forms.common.yourDetails')}</legend>
            <TextField
              form={form}
              formId={id}
              name="full_name"
              label={t('forms.common.fullName')}
              required
              autoComplete="name"
            />
            <EmailPhoneFields form={form} formId={id} />
            <SelectField
              form={form}
              formId={id}
              name="course_interest"
              label={t('forms.prospectus.course')}
              options={COURSE_OPTIONS}
              placeholder={t('forms.prospectus.coursePlaceholder')}
            />
            <ConsentField form={form} formId={id} label={t('forms.prospectus.consent')} offerNews />
            <HoneypotField form={form} formId={id} />
            <SubmitButton form={form} className="button--block">
              <Icon name="download" /> {t('forms.prospectus.title')}
            </SubmitButton>
          </fieldset>
          <FormMessageBox message={form.message} />
          {form.status === 'success' && (
            <p className="modal__fallback">
              {t('forms.prospectus.fallback')}{' '}
              <a href={PROSPECTUS_URL} target="_blank" rel="noopener">
                {t('forms.prospectus.fallbackLink')}
              </a>
              {t('forms.prospectus.fallbackEnd')}
            </p>
          )}
        </form>
      )}
    </dialog>
  );
}
