import { useEffect, useState } from 'react';

/**
 * Whether this browser can use passkeys: false until the WebAuthn helper has loaded, just after
 * the first paint, so the sign-in page's first load carries none of its code (see the login
 * page's JavaScript budget, apps/admin/build/js-budget.ts).
 */
export function usePasskeySupport(): boolean {
  const [isSupported, setIsSupported] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    import('@simplewebauthn/browser')
      .then(({ browserSupportsWebAuthn }) => {
        if (isCurrent) setIsSupported(browserSupportsWebAuthn());
      })
      // Without the helper there is no passkey button: the password still signs in.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  return isSupported;
}
