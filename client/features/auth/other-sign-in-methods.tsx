import { useStore } from "@nanostores/react";
import { GuestSignIn } from "./guest-sign-in";
import { signInMessages } from "./messages";
import { PasskeySignIn } from "./passkey-sign-in";
import { SocialSignInButtons } from "./social-sign-in-buttons";

/**
 * The place for ways to sign in other than email and password, shown under the sign-in and
 * sign-up forms: social provider buttons (issue 4), passkeys and "Continue as guest"
 * (issue 5), each returning the person to `redirectTo`.
 */
export function OtherSignInMethods({ redirectTo }: { redirectTo: string }) {
  const t = useStore(signInMessages);
  return (
    <section className="other-sign-in" aria-label={t.otherWays}>
      <SocialSignInButtons redirectTo={redirectTo} />
      <PasskeySignIn redirectTo={redirectTo} />
      <GuestSignIn redirectTo={redirectTo} />
    </section>
  );
}
