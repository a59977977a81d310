import { useStore } from "@nanostores/react";
import { createContext, type ReactNode, useContext, useEffect } from "react";
import { mapUnavailableMessages } from "./messages";

/**
 * Told when a map area shows why it has no map instead of one. A printed plan's sheet
 * listens (print/print-base-map.tsx): a sheet that says why it has no map is done, and
 * "Print" does not wait for a map that will not come.
 */
export const ProblemShown = createContext<(() => void) | null>(null);

const reload = () => window.location.reload();

type Notice = { heading: string; text: ReactNode; fixedByReload: boolean };

/**
 * Stands in the map area when the map cannot be shown: what happened and how to fix it, a
 * reload button when reloading can help, and that the panel beside it still works.
 */
export function ProblemNotice({ heading, text, fixedByReload }: Notice) {
  const t = useStore(mapUnavailableMessages);
  const shown = useContext(ProblemShown);
  useEffect(() => shown?.(), [shown]);
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
