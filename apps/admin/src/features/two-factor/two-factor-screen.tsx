import { mustEnrolSecondFactor } from '@job-board/contract';
import { useState } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormNotice } from '../../components/ui/form-notice';
import { useAuth } from '../../lib/auth-store';
import { useCan } from '../../lib/permissions';
import { useDisableTwoFactor, useRenewRecoveryCodes } from './api/use-two-factor';
import { PasskeyPanel } from './components/passkey-panel';
import { PasswordActionForm } from './components/password-action-form';
import { PolicySection } from './components/policy-section';
import { RecoveryCodesPanel } from './components/recovery-codes-panel';
import { SetupPanel } from './components/setup-panel';
import { TWO_FACTOR_TEXT } from './messages';

type Action = 'renew' | 'disable' | null;

/**
 * The signed-in admin's second factor: set it up (QR code, secret, first code, recovery codes
 * shown once), or, once on, new recovery codes and turning it off (password required; not when
 * the role requires it). An admin who must enrol may add a passkey here instead (or must, when
 * their role requires a passkey). Owners also choose here which roles require it.
 */
export function TwoFactorScreen() {
  const { user } = useAuth();
  const can = useCan();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [action, setAction] = useState<Action>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  if (!user) return null;
  const { enabled, passkey_required: passkeyRequired } = user.two_factor;
  // The role's requirement holds the app on only while it is the admin's one second factor.
  const required = user.two_factor.required && user.two_factor.passkeys === 0;
  const mustEnrol = mustEnrolSecondFactor(user.two_factor);
  // While enrolling, a role that must use a passkey is offered nothing else.
  const offersAuthenticator = !(mustEnrol && passkeyRequired);

  return (
    <>
      <PageHeader title={TWO_FACTOR_TEXT.title} subtitle={TWO_FACTOR_TEXT.subtitle} />
      <div className="flex flex-col gap-6">
        {mustEnrol && (
          <div
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {passkeyRequired
              ? TWO_FACTOR_TEXT.passkeyRequiredNotice
              : TWO_FACTOR_TEXT.requiredNotice}
          </div>
        )}
        {mustEnrol && passkeyRequired && <PasskeyPanel isOnlyWay />}
        {!offersAuthenticator ? null : codes ? (
          <RecoveryCodesPanel
            codes={codes}
            email={user.email}
            onDone={() => {
              setCodes(null);
              setNotice(null);
            }}
          />
        ) : (
          <Card title={TWO_FACTOR_TEXT.statusHeading}>
            <FormNotice className="mb-3">{notice}</FormNotice>
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <span
                className={
                  enabled
                    ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800'
                    : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700'
                }
              >
                {enabled ? TWO_FACTOR_TEXT.on : TWO_FACTOR_TEXT.off}
              </span>
              {enabled && required && TWO_FACTOR_TEXT.requiredExplained}
            </p>
            {!enabled && (
              <>
                <p className="mt-3 text-sm text-slate-600">{TWO_FACTOR_TEXT.offExplained}</p>
                <SetupPanel onEnabled={setCodes} />
              </>
            )}
            {enabled && action === null && (
              <div className="mt-4 flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setAction('renew')}>
                  {TWO_FACTOR_TEXT.renew}
                </Button>
                {!required && (
                  <Button variant="secondary" onClick={() => setAction('disable')}>
                    {TWO_FACTOR_TEXT.disable}
                  </Button>
                )}
              </div>
            )}
            {enabled && action === 'renew' && (
              <PasswordActionForm
                intro={TWO_FACTOR_TEXT.renewIntro}
                submitLabel={TWO_FACTOR_TEXT.renewButton}
                savingLabel={TWO_FACTOR_TEXT.renewing}
                failureFallback={TWO_FACTOR_TEXT.renewFailed}
                save={(body) => renew.mutateAsync(body)}
                onSaved={(fresh) => {
                  setAction(null);
                  setCodes(fresh);
                }}
                onCancel={() => setAction(null)}
              />
            )}
            {enabled && action === 'disable' && (
              <PasswordActionForm
                intro={TWO_FACTOR_TEXT.disableIntro}
                submitLabel={TWO_FACTOR_TEXT.disableButton}
                savingLabel={TWO_FACTOR_TEXT.disabling}
                failureFallback={TWO_FACTOR_TEXT.disableFailed}
                danger
                save={(body) => disable.mutateAsync(body)}
                onSaved={() => {
                  setAction(null);
                  setNotice(TWO_FACTOR_TEXT.turnedOff);
                }}
                onCancel={() => setAction(null)}
              />
            )}
          </Card>
        )}
        {mustEnrol && !passkeyRequired && <PasskeyPanel isOnlyWay={false} />}
        {/* The server opens nothing but enrolment until then. */}
        {can('admins.security') && !mustEnrol && <PolicySection />}
      </div>
    </>
  );
}
