import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import type { Messages } from "../../lib/i18n";
import { mapUnavailableMessages } from "./messages";
import { RichText } from "./rich-text";

/** Why the map cannot be shown, in plain words, and how to fix it. */
export type MapProblem =
  | "loading"
  | "config-failed"
  | "engine-failed"
  | "no-key"
  | "offline"
  | "key-rejected"
  | "bad-style-url"
  | "style-failed"
  | "tiles-failed"
  | "no-webgl";

const reload = () => window.location.reload();

type Texts = Messages<(typeof mapUnavailableMessages)["base"]>;

const engine = <code>MAP_ENGINE</code>;
const key = <code>GOOGLE_MAPS_API_KEY</code>;
const style = <code>MAP_STYLE_URL</code>;

/** The map area's text for each problem: a heading, and what happened and what to do. */
const MESSAGES: Record<
  Exclude<MapProblem, "loading">,
  (t: Texts, detail?: string) => [string, ReactNode]
> = {
  "no-key": (t) => [
    t.noKeyTitle,
    <RichText key="text" text={t.noKeyText({})} parts={{ engine, key }} />,
  ],
  "key-rejected": (t) => [
    t.keyRejectedTitle,
    <RichText key="text" text={t.keyRejectedText({})} parts={{ key }} />,
  ],
  offline: (t) => [t.offlineTitle, t.offlineText],
  "config-failed": (t, detail) => [
    t.configFailedTitle,
    t.checkConnection({ detail: detail ? t.serverAnswered({ reason: detail }) : t.noAnswer }),
  ],
  "engine-failed": (t, detail) => [
    t.engineFailedTitle,
    t.checkConnection({ detail: detail ?? t.engineNotLoaded }),
  ],
  "bad-style-url": (t) => [
    t.badStyleTitle,
    <RichText key="text" text={t.badStyleText({})} parts={{ style }} />,
  ],
  "style-failed": (t, detail) => [
    t.styleFailedTitle,
    <RichText
      key="text"
      text={t.styleFailedText({ detail: detail ? ` (${detail})` : "" })}
      parts={{ style }}
    />,
  ],
  "tiles-failed": (t, detail) => [
    t.tilesFailedTitle,
    t.tilesFailedText({ detail: detail ? ` (${detail})` : "" }),
  ],
  "no-webgl": (t) => [t.noWebglTitle, t.noWebglText],
};

/** Stands in the map area when the map cannot be shown, saying why and how to fix it. */
export function MapUnavailable({ problem, detail }: { problem: MapProblem; detail?: string }) {
  const t = useStore(mapUnavailableMessages);
  if (problem === "loading") {
    return (
      <div className="map-unavailable" aria-busy="true">
        <p>{t.loading}</p>
      </div>
    );
  }
  const [heading, text] = MESSAGES[problem](t, detail);
  const fixedByReload = problem !== "no-key" && problem !== "bad-style-url";
  return (
    <div className="map-unavailable" role="alert">
      <h2>{heading}</h2>
      <p>{text}</p>
      {fixedByReload && (
        <button type="button" onClick={reload}>
          {t.reload}
        </button>
      )}
      <p>{t.stillWorks}</p>
    </div>
  );
}
