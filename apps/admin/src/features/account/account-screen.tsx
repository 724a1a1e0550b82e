import { PageHeader } from '../../components/layout/page-header';
import { LoadingBlock } from '../../components/ui/skeleton';
import { QueryState } from '../../components/ui/query-state';
import { useAccount } from './api/use-account';
import { PasskeysSection } from './components/passkeys-section';
import { PasswordSection } from './components/password-section';
import { ProfileSection } from './components/profile-section';
import { SessionsSection } from './components/sessions-section';
import { TwoFactorSection } from './components/two-factor-section';
import { ACCOUNT_TEXT } from './messages';

/** /admin/account: the signed-in admin's profile, password, second factor, passkeys and sessions. */
export function AccountScreen() {
  const account = useAccount();
  return (
    <>
      <PageHeader title={ACCOUNT_TEXT.title} subtitle={ACCOUNT_TEXT.subtitle} />
      <div className="grid gap-6">
        <QueryState
          query={account}
          loading={<LoadingBlock />}
          errorFallback={ACCOUNT_TEXT.loadFailed}
        >
          {({ data }) => (
            <>
              <ProfileSection account={data} />
              <PasswordSection />
              <TwoFactorSection twoFactor={data.two_factor} />
              <PasskeysSection twoFactor={data.two_factor} />
            </>
          )}
        </QueryState>
        <SessionsSection />
      </div>
    </>
  );
}
