import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import type { Messages } from "../../lib/i18n";
import { mapUnavailableMessages } from "./messages";
import { ProblemNotice } from "./problem-notice";
import { RichText } from "./rich-text";

/**
 * Why the map cannot be shown before an engine runs, in plain words, and how to fix it.
 * What only a running engine finds (a refused key, no WebGL, a style or tiles that fail)
 * is engines/engine-problem.tsx's, in the engine's chunk: /map's first load has none of it.
 */
export type MapProblem = "loading" | "config-failed" | "engine-failed" | "no-key" | "bad-style-url";

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
};

/** Stands in the map area while the map loads, or when it cannot start, saying why. */
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
  // A setting to correct: reloading alone would show the same.
  const fixedByReload = problem !== "no-key" && problem !== "bad-style-url";
  return <ProblemNotice heading={heading} text={text} fixedByReload={fixedByReload} />;
}
