import { rememberDevice } from "../device-cookies";
import type { SpecRule } from "../types";

/**
 * A sign-in or sign-up by password that made a session leaves a device cookie in the
 * browser (device-cookies.ts), so a stranger's failed guesses never lock it out later.
 */
export const rememberDeviceRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/sign-in/email" || ctx.path === "/sign-up/email",
  async after(ctx) {
    const email = ctx.context.newSession?.user.email;
    if (email) await rememberDevice(ctx, email);
  },
};
