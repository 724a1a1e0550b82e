import { ROLES, twoFactorPolicy, type Role, type TwoFactorPolicy } from '@job-board/contract';
import type { ChangeEvent } from 'react';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { MessagesForm } from '../../../components/ui/messages-form';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useSaveForm } from '../../../lib/use-save-form';
import { useSaveTwoFactorPolicy, useTwoFactorPolicy } from '../api/use-two-factor';
import { TWO_FACTOR_TEXT } from '../messages';

/**
 * Owners: which roles must sign in with a second factor, and which of them with a passkey (two
 * checkboxes per role; requiring a passkey requires a second factor).
 */
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
  const passkeyRoles = form.watch('passkey_roles');
  const setValue = (name: `${'roles' | 'passkey_roles'}.${Role}`, value: boolean) =>
    form.setValue(name, value, { shouldDirty: true });

  return (
    <MessagesForm
      onSubmit={submit}
      notice={notice}
      error={formError}
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-slate-600">{TWO_FACTOR_TEXT.policyPasskeyHelp}</p>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{TWO_FACTOR_TEXT.policyHeading}</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {TWO_FACTOR_TEXT.policyRoleColumn}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {TWO_FACTOR_TEXT.policyRequiredColumn}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {TWO_FACTOR_TEXT.policyPasskeyColumn}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {ROLES.map((role) => {
              const implied = passkeyRoles[role];
              return (
                <tr key={role}>
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {TWO_FACTOR_TEXT.roleLabel(role)}
                  </th>
                  <td className="px-4 py-2">
                    <CheckboxField
                      label={<span className="sr-only">{TWO_FACTOR_TEXT.roleLabel(role)}</span>}
                      hint={implied ? TWO_FACTOR_TEXT.policyImplied : undefined}
                      {...form.register(`roles.${role}`, {
                        // No second factor, no passkey rule: the passkey one goes off with it.
                        onChange: (event: ChangeEvent<HTMLInputElement>) => {
                          if (!event.target.checked) setValue(`passkey_roles.${role}`, false);
                        },
                      })}
                    />
                  </td>
                  <td className="px-4 py-2">
                    <CheckboxField
                      label={
                        <span className="sr-only">{TWO_FACTOR_TEXT.passkeyRoleLabel(role)}</span>
                      }
                      {...form.register(`passkey_roles.${role}`, {
                        // A passkey is a second factor: requiring one requires a second factor.
                        onChange: (event: ChangeEvent<HTMLInputElement>) => {
                          if (event.target.checked) setValue(`roles.${role}`, true);
                        },
                      })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <SubmitButton
          isSaving={isSaving}
          label={TWO_FACTOR_TEXT.savePolicy}
          savingLabel={TWO_FACTOR_TEXT.savingPolicy}
        />
      </div>
    </MessagesForm>
  );
}
