import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import type { Messages } from "../../../lib/i18n";
import { ProblemNotice } from "../problem-notice";
import { RichText } from "../rich-text";
import { engineProblemMessages } from "./messages";

/** What a running engine finds that keeps it from showing the map. */
export type EngineProblemKind =
  | "key-rejected"
  | "offline"
  | "style-failed"
  | "tiles-failed"
  | "no-webgl";

type Texts = Messages<(typeof engineProblemMessages)["base"]>;

const key = <code>GOOGLE_MAPS_API_KEY</code>;
const style = <code>MAP_STYLE_URL</code>;

/** The map area's text for each problem: a heading, and what happened and what to do. */
const MESSAGES: Record<EngineProblemKind, (t: Texts, detail?: string) => [string, ReactNode]> = {
  "key-rejected": (t) => [
    t.keyRejectedTitle,
    <RichText key="text" text={t.keyRejectedText({})} parts={{ key }} />,
  ],
  offline: (t) => [t.offlineTitle, t.offlineText],
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

/** Stands in the map area when the engine cannot show the map, saying why and how to fix it. */
export function EngineProblem({
  problem,
  detail,
}: {
  problem: EngineProblemKind;
  detail?: string;
}) {
  const t = useStore(engineProblemMessages);
  const [heading, text] = MESSAGES[problem](t, detail);
  return <ProblemNotice heading={heading} text={text} fixedByReload />;
}
