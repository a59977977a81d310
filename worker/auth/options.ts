import type { BetterAuthOptions } from "better-auth/minimal";
import { guests } from "./guests";
import { type PasskeySettings, passkeys } from "./passkeys";
import { uniqueIndexes } from "./unique-indexes";

/** Sessions last a week; one used again after a day is extended to a week from then. */
export const SESSION_EXPIRES_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
/** Sensitive actions (deleting without a password, listing sessions) need a sign-in this recent. */
export const SESSION_FRESH_AGE_SECONDS = 24 * 60 * 60;
/** Verification and change-email links. */
export const VERIFY_EMAIL_TOKEN_SECONDS = 60 * 60;
/** Reset links: 24-character token, used once. */
export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60;
/** Delete-account links: 32-character token of digits and lowercase letters, used once. */
export const DELETE_ACCOUNT_TOKEN_SECONDS = 24 * 60 * 60;

/**
 * The plugins, in one list for the Worker and the schema CLI. Passkeys need the relying
 * party of the environment (passkeySettings); the CLI only reads their tables. The unique
 * indexes come after passkeys, whose table they index.
 */
export function authPlugins(
  passkey?: PasskeySettings,
): [ReturnType<typeof passkeys>, ReturnType<typeof guests>, ReturnType<typeof uniqueIndexes>] {
  return [passkeys(passkey), guests(), uniqueIndexes()];
}

/**
 * The parts of the better-auth configuration that need no bindings: plugins and the
 * fields they add to the schema. Shared by the Worker (create-auth.ts) and the schema CLI
 * (cli-config.ts), so the generated drizzle schema always matches what runs.
 */
export const staticAuthOptions = {
  appName: "Signage Planner",
  basePath: "/api/auth",
  emailAndPassword: {
    enabled: true,
    autoSignIn: true,
    resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
    revokeSessionsOnPasswordReset: true,
  },
  user: {
    changeEmail: { enabled: true, updateEmailWithoutVerification: true },
    deleteUser: { enabled: true, deleteTokenExpiresIn: DELETE_ACCOUNT_TOKEN_SECONDS },
  },
  session: {
    expiresIn: SESSION_EXPIRES_SECONDS,
    updateAge: SESSION_UPDATE_AGE_SECONDS,
    freshAge: SESSION_FRESH_AGE_SECONDS,
  },
  advanced: {
    // get-session reads the session and its user in one D1 query (a join), not two.
    database: { joins: true },
  },
  plugins: authPlugins(),
} satisfies Partial<BetterAuthOptions>;
