import { useStore } from "@nanostores/react";
import { useId, useRef, useState } from "react";
import { importFile } from "./dashboard-actions";
import { dashboardMessages } from "./messages";

/** Picks a GeoJSON or KML file and imports it as a new project. */
export function ImportProjectButton() {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const t = useStore(dashboardMessages);
  const onChange = async () => {
    const file = input.current?.files?.[0];
    if (!file) return;
    setBusy(true);
    await importFile(file);
    setBusy(false);
    // The same file can be chosen again (e.g. after fixing it).
    if (input.current) input.current.value = "";
  };
  return (
    <div className="import-project">
      <label htmlFor={id} className="button-like" aria-disabled={busy || undefined}>
        {busy ? t.importing : t.import}
      </label>
      <input
        id={id}
        ref={input}
        className="visually-hidden"
        type="file"
        accept=".geojson,.json,.kml,application/geo+json,application/json,application/vnd.google-earth.kml+xml"
        disabled={busy}
        onChange={() => void onChange()}
      />
    </div>
  );
}
