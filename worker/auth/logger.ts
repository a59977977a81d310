import type { Logger } from "@better-auth/core/env";

/** Longest piece of a log line we keep: request values land in better-auth's messages. */
const MAX_LOGGED_CHARACTERS = 300;

function shorten(value: unknown): unknown {
  if (typeof value !== "string" || value.length <= MAX_LOGGED_CHARACTERS) return value;
  return `${value.slice(0, MAX_LOGGED_CHARACTERS)}… (${value.length} characters)`;
}

/**
 * better-auth's log lines, at warn and above, with what a client sent cut short (a
 * 200 KB callbackURL would otherwise be written to the logs whole).
 */
export const authLogger: Logger = {
  level: "warn",
  log(level, message, ...args) {
    const write = level === "error" ? console.error : level === "warn" ? console.warn : console.log;
    write(`[better-auth] ${shorten(message)}`, ...args.map(shorten));
  },
};
