import { count, i18n, params } from "../../lib/i18n";

/** The auth feature's text: screens, account sections, toasts and error messages. Danish: messages.da.json beside this file. */

/** A table from codes (or the API's texts) to the names of a store's messages. */
export type MessageTable<Store extends { get(): object }> = Record<
  string,
  keyof ReturnType<Store["get"]>
>;

export const fieldMessages = i18n("auth/fields", {
  show: "Show",
  hide: "Hide",
  showLabel: params("Show {label}"),
});

export const signInMessages = i18n("auth/sign-in", {
  title: "Sign in",
  email: "Email",
  password: "Password",
  rememberMe: "Remember me",
  forgot: "Forgot your password?",
  signingIn: "Signing in…",
  newHere: "New here? {link}",
  createAccount: "Create an account",
  signedIn: "You are signed in.",
  otherWays: "Other ways to sign in",
});

export const signUpMessages = i18n("auth/sign-up", {
  title: "Create an account",
  checkEmail: "Check your email",
  sentLink: "We sent a link to {email}. Open it to verify your address, then sign in.",
  goToSignIn: "Go to sign in",
  name: "Name",
  email: "Email",
  password: "Password",
  creating: "Creating your account…",
  submit: "Create account",
  haveAccount: "Already have an account? {link}",
  signIn: "Sign in",
  ready: "Your account is ready. We emailed you a link to verify your address.",
});

export const forgotPasswordMessages = i18n("auth/forgot-password", {
  pageTitle: "Forgot password",
  title: "Forgot your password?",
  intro: "Enter your email and we will send you a link to choose a new password.",
  email: "Email",
  sending: "Sending link…",
  submit: "Send reset link",
  checkEmail: "If this email exists in our system, check your email for the reset link.",
  backToSignIn: "Back to sign in",
});

export const resetPasswordMessages = i18n("auth/reset-password", {
  title: "Choose a new password",
  invalidTitle: "This link does not work",
  invalid: "This password reset link is invalid or has expired. Links work once, for one hour.",
  askNew: "Ask for a new link",
  newPassword: "New password",
  saving: "Saving password…",
  submit: "Save new password",
  changed: "Your password has been changed. Sign in with your new password.",
});

export const verifyEmailMessages = i18n("auth/verify-email", {
  titleFailed: "Email not verified",
  titleChanged: "Email changed",
  titleVerified: "Email verified",
  failedHeading: "We could not verify your email",
  accountForLink: "Go to your account to ask for a new link",
  signInForLink: "Sign in to ask for a new link",
  checking: "Checking your email address…",
  oneMoreStep: "One more step",
  confirmNewAddress:
    "Thank you for confirming. We sent a link to {email}: open it to finish changing your email address.",
  changedHeading: "Email address changed",
  confirmedHeading: "Email address confirmed",
  changedText: "Your email address is changed and confirmed.",
  confirmedText: "Thank you: your email address is confirmed.",
  signedInAs: "You are signed in as {email}.",
  nextSteps: "{account} or {map}.",
  goToAccount: "Go to your account",
  signIn: "Sign in",
  openMap: "open the map",
});

export const accountDeletedMessages = i18n("auth/account-deleted", {
  titleNotDeleted: "Account not deleted",
  titleDeleted: "Account deleted",
  notDeletedHeading: "Your account was not deleted",
  openWhereSignedIn:
    "Open the deletion link in the browser where you are signed in, or sign in first and open it again.",
  linkInvalid:
    "This deletion link is invalid, used or expired. Sign in and ask for a new one from your account.",
  signIn: "Sign in",
  deletedHeading: "Your account has been deleted",
  deletedText: "Your account and its sessions are gone. Thank you for trying us.",
  backToMap: "Back to the map",
});

export const accountMenuMessages = i18n("auth/account-menu", {
  signIn: "Sign in",
  signOutFailed: "We could not sign you out. Check your connection and try again.",
  signedOut: "You are signed out.",
  account: "Account",
  signingOut: "Signing out…",
  signOut: "Sign out",
});

export const guestMessages = i18n("auth/guest", {
  guest: "Guest",
  keepWork: "Keep your work",
  intro:
    "You are a guest. Create an account, or sign in to yours, and everything you made in this browser stays as it is.",
  createAccount: "Create an account",
  signIn: "Sign in",
  ending: "Ending…",
  endSession: "End guest session",
  endFailed: "We could not end your guest session. Check your connection and try again.",
  ended: "Your guest session has ended. Your work stays in this browser.",
  continueAsGuest: "Continue as guest",
  starting: "Starting your guest session…",
  started: "You are a guest. Create an account any time: your work stays as it is.",
  upgradeNotice:
    "You are using Signage Planner as a guest. Sign in or create an account and your projects and signs in this browser stay exactly as they are.",
});

export const accountMessages = i18n("auth/account", {
  title: "Account",
  loading: "Loading your account…",
  signedOut: "You are signed out. {link} to see your account.",
  signIn: "Sign in",
  signInAgain: "Sign in again",
  loadingShort: "Loading…",
});

export const profileMessages = i18n("auth/profile", {
  title: "Profile",
  name: "Name",
  picture: "Picture URL",
  pictureHint: "A link to an image of you; leave empty for none.",
  saving: "Saving…",
  save: "Save profile",
  saved: "Your profile is saved.",
});

export const emailMessages = i18n("auth/email", {
  title: "Email address",
  verified: "Verified",
  notVerified: "Not verified",
  sendingLink: "Sending link…",
  sendVerification: "Send verification link",
  verificationSent: params("We sent a verification link to {email}."),
  newEmail: "New email",
  changing: "Changing email…",
  change: "Change email",
  switched: params("Your email is now {email}. We sent a link there to verify it."),
  pending: params(
    "We sent a link to {email}. Open it to confirm the change; until then your email stays {previous}.",
  ),
});

export const passwordMessages = i18n("auth/password", {
  title: "Password",
  current: "Current password",
  newPassword: "New password",
  signOutOthers: "Sign out of my other sessions",
  changing: "Changing password…",
  change: "Change password",
  noPassword: "Your account has no password yet. Set one to sign in with your email too.",
  setting: "Setting password…",
  set: "Set password",
  changed: "Your password has been changed.",
  isSet: "Your password is set. You can now sign in with it.",
});

export const deleteAccountMessages = i18n("auth/delete-account", {
  title: "Delete account",
  intro:
    "This deletes your account, your sessions and your sign-in methods. It cannot be undone. Projects kept in this browser stay here.",
  emailed:
    "We sent a link to {email}. Open it in this browser within 24 hours to delete your account for good.",
  yourPassword: "Your password",
  passwordHint: "Type your password to confirm.",
  understand: "I understand that my account will be deleted for good",
  signedInLongAgo: "You signed in a while ago. Sign in again, or confirm by email instead.",
  deleting: "Deleting account…",
  deleteNow: "Delete my account",
  sendingLink: "Sending link…",
  emailLink: "Email me a deletion link instead",
});

export const passkeyMessages = i18n("auth/passkeys", {
  title: "Passkeys",
  intro:
    "Sign in with your fingerprint, face, screen lock or a security key instead of a password.",
  loading: "Loading your passkeys…",
  none: "You have no passkeys yet.",
  list: "Your passkeys",
  thisDevice: "This device",
  thisDeviceHint: "Unlock with this device's fingerprint, face or screen lock.",
  securityKey: "A security key or another device",
  securityKeyHint: "A USB or NFC key, or a phone nearby.",
  browserAsks: "Let the browser ask",
  browserAsksHint: "Choose when the browser asks.",
  add: "Add a passkey",
  name: "Passkey name",
  namePlaceholder: "e.g. Work laptop",
  nameHint: "Optional: helps you tell your passkeys apart.",
  where: "Where should the passkey live?",
  confirmHint: "Your browser then asks you to confirm.",
  waitingDevice: "Waiting for your device…",
  addedNamed: params('Passkey "{name}" added.'),
  added: "Passkey added.",
  synced: "Synced",
  deviceOnly: "This device only",
  addedAt: params("Added {date}"),
  newName: params("New name for {label}"),
  saving: "Saving…",
  saveName: "Save name",
  cancel: "Cancel",
  confirmDelete: params("Delete {label}? You will no longer be able to sign in with it."),
  deleting: "Deleting…",
  delete: "Delete passkey",
  keep: "Keep it",
  rename: "Rename",
  deleteShort: "Delete",
  renamed: params('Passkey renamed to "{name}".'),
  deleted: params('Passkey "{label}" deleted.'),
  unnamed: "Unnamed passkey",
  signIn: "Sign in with a passkey",
  waitingPasskey: "Waiting for your passkey…",
  signedIn: "You are signed in.",
});

export const sessionMessages = i18n("auth/sessions", {
  title: "Sessions",
  intro: "The browsers and devices where you are signed in.",
  loading: "Loading your sessions…",
  list: "Your sessions",
  thisDevice: "This device",
  signedInAt: params("Signed in {date}"),
  signedInAtFrom: params("Signed in {date} from {ip}"),
  signOutHere: "Sign out here",
  revoke: "Revoke",
  revokeWhich: params("{device}, signed in {date}"),
  signOutOthers: "Sign out other sessions",
  signOutEverywhere: "Sign out everywhere",
  signedOutHere: "You are signed out on this device.",
  signedOutDevice: params("Signed out {device}."),
  signedOutOthers: "You are signed out everywhere else.",
  signedOutAll: "You are signed out everywhere.",
  unknownDevice: "Unknown device",
  aBrowser: "A browser",
  browserOn: params("{browser} on {system}"),
});

export const socialMessages = i18n("auth/social", {
  continueWith: params("Continue with {provider}"),
  opening: params("Opening {provider}…"),
  signInWith: "Sign in with another account",
  linkedTitle: "Linked accounts",
  linkedIntro: "The ways you sign in. Link another account to sign in with it too.",
  loading: "Loading your linked accounts…",
  methods: "Your sign-in methods",
  linkAnother: "Link another account",
  linkable: "Accounts you can link",
  link: params("Link {provider}"),
  nowLinked: params("{provider} is now linked: you can sign in with it."),
  unlinked: params("{provider} is unlinked."),
  passwordSince: params("Your password since {date}"),
  linkedSince: params("Linked since {date}"),
  yourPassword: "Your password",
  linked: "Linked",
  shared: params("Shared with us: {scopes}"),
  onlyOne: "Your only way to sign in: it cannot be removed.",
  unlink: "Unlink",
  emailAndPassword: "Email and password",
  welcomeTitle: "Welcome",
  settingUp: "Setting up your account…",
  welcome: params("Welcome, {name}!"),
  ready: "Your account is ready. You are signed in as {email}.",
  readyLinked: "Your account is ready and linked to {provider}. You are signed in as {email}.",
  plansStay:
    "Your plans stay in this browser. In your account you can add a password or link other accounts, so you can sign in however suits you.",
  continue: "Continue",
  goToAccount: "Go to your account",
});

export const devInboxMessages = i18n("auth/dev-inbox", {
  title: "Dev inbox",
  loading: "Loading…",
  noInboxTitle: "No dev inbox here",
  noInbox: "The dev inbox exists only when the app runs in development.",
  intro: "Mails the app sent while running in development, newest first.",
  address: "Address",
  everyone: "everyone",
  show: "Show",
  clear: "Clear inbox",
  loadingMails: "Loading mails…",
  failed: params("Could not read the dev mailbox: {reason}"),
  empty: "No mail yet.",
  to: params("To {to} · {date}"),
});

export const authErrorMessages = i18n("auth/errors", {
  signInAgain: "For your safety, please sign in again before doing this.",
  linkInvalid: "This link is invalid or has expired. Ask for a new one.",
  notTrusted: "This request did not come from this site. Reload the page and try again.",
  alreadyHasPassword: "Your account already has a password. Change it instead.",
  invalidEmailOrPassword: "That email and password do not match. Check both and try again.",
  emailNotVerified:
    "Your email address is not verified yet. Open the link we emailed you, then sign in.",
  userExists: "An account with this email already exists. Sign in, or use another email.",
  passwordTooShort: "That password is too short. Choose a longer one.",
  passwordTooLong: "That password is too long. Choose a shorter one.",
  invalidPassword: "That password is not right. Check it and try again.",
  invalidEmail: "That does not look like an email address. Check it and try again.",
  noPasswordYet: "Your account has no password yet. Set one first.",
  cannotUnlinkLast: "You can't remove your only way to sign in.",
  accountNotFound: "We could not find that account.",
  noEmailForThis: "Your account has no email address for this.",
  emailAlreadyVerified: "Your email address is already verified.",
  emailCannotChange: "Your email address cannot be changed this way.",
  couldNotChangeEmail: "We could not change your email to that address.",
  couldNotCreateAccount: "We could not create your account just now. Please try again.",
  couldNotSignIn: "We could not sign you in just now. Please try again.",
  couldNotCheckSignIn: "We could not check your sign-in just now. Please try again.",
  couldNotSave: "We could not save your changes just now. Please try again.",
  signedOut: "You are signed out. Sign in and try again.",
  validation: "Some details are missing or not valid. Check the form and try again.",
  sameEmail: "That is already your email address.",
  sessionNotFound: "That session has already ended.",
  verificationUnavailable: "Email verification is not available right now.",
  verifyOwnOnly: "You can only verify your own email address.",
  passwordSignInUnavailable: "Signing in with a password is not available.",
  resetUnavailable: "Resetting a password is not available.",
  changeEmailUnavailable: "Changing your email address is not available.",
  generic: "Something went wrong. Please try again.",
  tooManyIn: count({
    one: "Too many attempts, try again in {count} second.",
    other: "Too many attempts, try again in {count} seconds.",
  }),
  tooMany: "Too many attempts, try again in a moment.",
  unreachable: "We could not reach the server. Check your connection and try again.",
  serverSide: "Something went wrong on our side. Please try again.",
  verifyExpired: "This verification link has expired. Ask for a new one.",
  verifyInvalid: "This verification link is not valid. It may have been used already.",
  verifyUserNotFound: "We could not find the account this link was for.",
  verifyOtherAccount:
    "This link belongs to another account. Sign in with that account and try again.",
  verifyFailed: "We could not verify your email address with this link.",
});

export const socialErrorMessages = i18n("auth/social-errors", {
  restart: "That sign-in took too long or was opened twice. Please start again.",
  tryAgain: "Something went wrong on our side. Please try again.",
  invalidCallbackRequest: "The answer from {provider} was not complete. Please start again.",
  noCode: "{provider} did not confirm the sign-in. Please try again.",
  providerNotFound: "Signing in with {provider} is not available here any more.",
  invalidCode: "{provider} did not accept the sign-in. Please try again.",
  unableToGetUserInfo: "We could not read your profile from {provider}. Please try again.",
  unableToLink: "We could not link your {provider} account.",
  alreadyLinkedElsewhere:
    "This {provider} account is already linked to another account here. Sign in with it instead, or unlink it there first.",
  emailNotFound:
    "{provider} did not share an email address. Allow access to your email with {provider}, or use another way to sign in.",
  signupDisabled:
    "There is no account for this {provider} account yet. Create an account first, then link {provider} to it.",
  unableToCreateUser: "We could not create your account just now. Please try again.",
  unableToCreateSession: "We could not sign you in just now. Please try again.",
  accountNotLinked:
    "An account with this email already exists. Sign in with your password (or how you signed up), then link {provider} in your account settings.",
  emailNotVerified:
    "Your email address is not verified yet. Open the link we emailed you, then sign in.",
  emailDoesNotMatch:
    "The email address at {provider} is different from the one on your account, so it was not linked.",
  linkingNotAllowed:
    "{provider} did not confirm that the email address is yours, so it was not linked.",
  issuerMismatch: "The answer did not come from {provider}. Please start again.",
  accessDenied: "You cancelled signing in with {provider}, or did not allow access.",
  userCancelled: "You cancelled signing in with {provider}.",
  consentRequired: "{provider} needs your consent. Please try again and allow access.",
  loginRequired: "Please sign in at {provider}, then try again.",
  interactionRequired: "{provider} needs you to confirm something. Please try again.",
  accountSelectionRequired: "Choose an account at {provider}, then try again.",
  temporarilyUnavailable: "{provider} is not available right now. Please try again later.",
  serverError: "{provider} had a problem. Please try again later.",
  didNotWork: "Signing in with {provider} did not work.",
  providerSaid: "{provider} said: “{description}”",
  pleaseTryAgain: "Please try again.",
  theProvider: "the provider",
});

export const passkeyErrorMessages = i18n("auth/passkey-errors", {
  authCancelled: "Auth cancelled: no passkey was used. Try again, or sign in another way.",
  registrationCancelled: "Registration cancelled: no passkey was added.",
  previouslyRegistered:
    "Previously registered: this device already holds a passkey for your account.",
  unsupported: "WebAuthn is not supported in this browser, so passkeys cannot be used here.",
  expired: "That passkey request expired. Please try again.",
  wrongAddress: "Passkeys cannot be used on this web address. Open the app at its usual address.",
  userIdLength: "This account cannot hold a passkey. Please contact us.",
  nameTooLong: "That name is too long: use at most 100 characters.",
  notFound: "That passkey is not registered here (it may have been deleted).",
  notFoundSignIn:
    "That passkey is not registered here any more (it may have been deleted). Sign in another way.",
  authenticationFailed: "We could not verify that passkey. Please try again.",
  missingDiscoverable: "That security key cannot store a passkey. Try this device or another key.",
  failedToVerify: "We could not verify the new passkey. Please try again.",
});
