import type { ReadableAtom } from "nanostores";
import posthog, { type CaptureResult, type PostHogInterface } from "posthog-js";
import { SENSITIVE_URL_PARAMS, scrubDeep } from "./analytics-sanitize";
import type { AnalyticsSettings, Capture } from "./analytics-types";
import { $session } from "./auth-client";

/** Every event, scrubbed of tokens just before it leaves (see analytics-sanitize.ts). */
export function beforeSend(event: CaptureResult | null): CaptureResult | null {
  if (!event) return null;
  return {
    ...event,
    properties: scrubDeep(event.properties),
    ...(event.$set ? { $set: scrubDeep(event.$set) } : {}),
    ...(event.$set_once ? { $set_once: scrubDeep(event.$set_once) } : {}),
  };
}

/**
 * The lazily loaded half of analytics: starts posthog-js against our /ingest proxy and
 * follows the session: `identify(user.id)` when someone is signed in (the move from
 * anonymous to identified), `reset()` when they sign out.
 */
export function startPostHog(settings: AnalyticsSettings): Promise<Capture> {
  return new Promise((resolve) => {
    posthog.init(settings.key, {
      api_host: settings.apiHost,
      ui_host: settings.uiHost,
      capture_pageview: false,
      capture_pageleave: false,
      person_profiles: "identified_only",
      // Screens can show email links and addresses; recordings are not worth that risk.
      disable_session_recording: true,
      // URLs in stored person properties ($initial_current_url…) are masked at the source.
      mask_personal_data_properties: true,
      custom_personal_data_properties: SENSITIVE_URL_PARAMS,
      before_send: beforeSend,
      loaded: (client) => {
        followSession(client);
        resolve((event, properties) => {
          client.capture(event, properties);
        });
      },
    });
  });
}

type SessionStore = ReadableAtom<{
  data: { user: { id: string; isAnonymous?: boolean | null } } | null;
  error: unknown;
  isPending: boolean;
}>;
type IdentityClient = Pick<
  PostHogInterface,
  "identify" | "reset" | "get_property" | "get_distinct_id"
>;

/**
 * Follows who is signed in; returns how to stop. Exported for tests. A guest (anonymous
 * session) stays anonymous here too: when the guest signs up or in, `identify()` joins what
 * they did as a guest to their account. A guest who leaves without one starts afresh.
 */
export function followSession(client: IdentityClient, session: SessionStore = $session) {
  let identified: string | null =
    client.get_property("$user_state") === "identified" ? client.get_distinct_id() : null;
  let guest = false;
  return session.subscribe((state) => {
    // A failed check says nothing about who is signed in.
    if (state.isPending || state.error) return;
    const user = state.data?.user ?? null;
    if (user?.isAnonymous) {
      if (identified) client.reset();
      identified = null;
      guest = true;
      return;
    }
    const userId = user?.id ?? null;
    const guestLeft = guest && !userId;
    guest = false;
    if (guestLeft) {
      client.reset();
      return;
    }
    if (userId === identified) return;
    // Someone else, or nobody: the next person starts from a fresh anonymous id.
    if (identified) client.reset();
    if (userId) client.identify(userId);
    identified = userId;
  });
}
