import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { FormNotice } from '../../../components/ui/form-notice';

type SectionSaveFooterProps = {
  /** What `useSaveForm` says of the last save. */
  formError: string | null;
  notice: string | null;
  isSaving: boolean;
  /** The section's button texts. */
  text: { save: string; saving: string };
};

/** The end of an account section's form: what the last save said, then the save button. */
export function SectionSaveFooter({ formError, notice, isSaving, text }: SectionSaveFooterProps) {
  return (
    <>
      <FormError>{formError}</FormError>
      <FormNotice>{notice}</FormNotice>
      <div>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? text.saving : text.save}
        </Button>
      </div>
    </>
  );
}
