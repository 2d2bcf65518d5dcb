// Download Prospectus: a modal form. Opening locks the page's scroll; closing restores it and clears the form.
// After a successful request the prospectus opens in a new tab 2 s later and the modal closes.
import { useEffect, useRef } from 'react';
import { COURSE_CODE_LABELS, PROSPECTUS_COURSES } from '../../../common/enums';
import { Icon } from '../Icon';
import { ConsentField } from './ConsentField';
import { EmailPhoneFields, FormMessageBox, HoneypotField, SelectField, SubmitButton, TextField } from './fields';
import { useVisitorForm } from './useVisitorForm';

export const PROSPECTUS_URL = '/files/prospectus.pdf';
export const PROSPECTUS_DOWNLOAD_DELAY_MS = 2000;

const INITIAL = { full_name: '', email: '', phone: '', course_interest: '', website: '' };
const COURSE_OPTIONS = PROSPECTUS_COURSES.map((course) => ({ value: course, label: COURSE_CODE_LABELS[course] }));

export function ProspectusModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const downloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useVisitorForm({
    resource: 'prospectus_requests',
    initialValues: INITIAL,
    texts: {
      successTitle: 'Request submitted successfully! Your download will start shortly...',
      errorTitle: 'Error submitting request',
      errorFallback: 'An error occurred while submitting the request',
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
      className="modal"
      aria-labelledby="prospectus-heading"
      onCancel={(event) => {
        // Escape closes through the same path as the close button, so the form is cleared too.
        event.preventDefault();
        close();
      }}
    >
      <div className="modal__header">
        <h2 id="prospectus-heading">Download Prospectus</h2>
        <button type="button" className="modal__close" aria-label="Close" onClick={close}>
          <Icon name="close" size={22} />
        </button>
      </div>
      <p className="modal__intro">Tell us where to reach you and the prospectus (PDF, about 5 MB) will open.</p>
      {open && (
        <form ref={form.formRef} className="visitor-form" onSubmit={form.submit} noValidate>
          <fieldset disabled={form.busy}>
            <legend className="visually-hidden">Your details</legend>
            <TextField form={form} formId={id} name="full_name" label="Full Name" required autoComplete="name" />
            <EmailPhoneFields form={form} formId={id} />
            <SelectField
              form={form}
              formId={id}
              name="course_interest"
              label="Course of Interest"
              options={COURSE_OPTIONS}
              placeholder="Select a course (optional)"
            />
            <ConsentField
              form={form}
              formId={id}
              purpose="to send me the prospectus and answer my questions about it"
              offerNews
            />
            <HoneypotField form={form} formId={id} />
            <SubmitButton form={form} className="button--block">
              <Icon name="download" /> Download Prospectus
            </SubmitButton>
          </fieldset>
          <FormMessageBox message={form.message} />
          {form.status === 'success' && (
            <p className="modal__fallback">
              If it does not open,{' '}
              <a href={PROSPECTUS_URL} target="_blank" rel="noopener">
                open the prospectus here
              </a>
              .
            </p>
          )}
        </form>
      )}
    </dialog>
  );
}
