import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { mapUnavailableMessages } from "./messages";

const reload = () => window.location.reload();

type Notice = { heading: string; text: ReactNode; fixedByReload: boolean };

/**
 * Stands in the map area when the map cannot be shown: what happened and how to fix it, a
 * reload button when reloading can help, and that the panel beside it still works.
 */
export function ProblemNotice({ heading, text, fixedByReload }: Notice) {
  const t = useStore(mapUnavailableMessages);
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
