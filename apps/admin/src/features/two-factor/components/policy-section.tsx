import { ROLES, twoFactorPolicy, type TwoFactorPolicy } from '@job-board/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormError } from '../../../components/ui/form-error';
import { FormNotice } from '../../../components/ui/form-notice';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSaveForm } from '../../../lib/use-save-form';
import { useSaveTwoFactorPolicy, useTwoFactorPolicy } from '../api/use-two-factor';
import { TWO_FACTOR_TEXT } from '../messages';

/** Owners: which roles must sign in with a second factor (a checkbox per role). */
export function PolicySection() {
  const policy = useTwoFactorPolicy(true);
  return (
    <Card title={TWO_FACTOR_TEXT.policyHeading}>
      <p className="mb-4 text-sm text-slate-600">{TWO_FACTOR_TEXT.policyHelp}</p>
      <QueryState
        query={policy}
        loading={<Skeleton className="h-40" />}
        errorFallback={TWO_FACTOR_TEXT.policyLoadFailed}
      >
        {(data) => <PolicyForm policy={data} />}
      </QueryState>
    </Card>
  );
}

function PolicyForm({ policy }: { policy: TwoFactorPolicy }) {
  const save = useSaveTwoFactorPolicy();
  const { form, submit, notice, formError, isSaving } = useSaveForm({
    schema: twoFactorPolicy,
    defaultValues: policy,
    save: (body) => save.mutateAsync(body),
    success: { message: TWO_FACTOR_TEXT.policySaved },
    failureFallback: TWO_FACTOR_TEXT.policyFailed,
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <FormNotice>{notice}</FormNotice>
      <FormError>{formError}</FormError>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{TWO_FACTOR_TEXT.policyHeading}</legend>
        {ROLES.map((role) => (
          <CheckboxField
            key={role}
            label={TWO_FACTOR_TEXT.roleLabel(role)}
            {...form.register(`roles.${role}`)}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? TWO_FACTOR_TEXT.savingPolicy : TWO_FACTOR_TEXT.savePolicy}
        </Button>
      </div>
    </form>
  );
}
