import { authClient } from "../../lib/auth-client";
import { byCreation, listStore } from "./list-store";

/** One signed-in browser or device of the person, as `list-sessions` gives it. */
export type SessionItem = {
  id: string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  expiresAt: Date | string;
  ipAddress?: string | null;
  userAgent?: string | null;
};

const sessions = listStore<SessionItem>(() => authClient.listSessions(), byCreation("newest"));

/** The signed-in person's active sessions, newest first. */
export const $sessions = sessions.$list;
export const loadSessions = sessions.load;
export const forgetSessions = sessions.forget;
