/**
 * The place for ways to sign in other than email and password, shown under the sign-in and
 * sign-up forms: social provider buttons (issue 4), passkeys and "Continue as guest"
 * (issue 5) go here, each returning the person to `redirectTo`. None exists yet.
 */
export function OtherSignInMethods(_props: { redirectTo: string }) {
  return null;
}
