import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { $format } from "../../lib/format";
import { $storageFailure, FLUSH_DELAY_MS } from "../../lib/storage";
import { $projects } from "../projects";
import { storageMessages } from "./messages";
import { storageUsage } from "./storage-usage";

/** How much of this browser's storage for the site the plans take. */
export function StorageMeter() {
  const projects = useStore($projects);
  const failure = useStore($storageFailure);
  const [usage, setUsage] = useState(storageUsage);
  const t = useStore(storageMessages);
  const format = useStore($format);
  // Projects are written a moment after they change (coalesced writes): measure then.
  useEffect(() => {
    void projects;
    const timer = setTimeout(() => setUsage(storageUsage()), FLUSH_DELAY_MS + 100);
    return () => clearTimeout(timer);
  }, [projects]);
  const percent = Math.round(usage.share * 100);
  return (
    <section className="storage-meter" aria-labelledby="storage-title">
      <h2 id="storage-title">{t.title}</h2>
      <meter
        min={0}
        max={usage.capacityChars}
        low={usage.capacityChars * 0.7}
        high={usage.capacityChars * 0.9}
        optimum={0}
        value={usage.usedChars}
        aria-label={t.used}
      >
        {percent}%
      </meter>
      <p>
        {t.usedOf({
          used: format.bytes(usage.usedChars),
          capacity: format.bytes(usage.capacityChars),
          percent,
        })}
      </p>
      {failure ? (
        <p role="alert" className="storage-warning">
          {failure.kind === "quota" ? t.quota : t.unavailable}
        </p>
      ) : (
        usage.share >= 0.8 && <p className="storage-warning">{t.nearlyFull}</p>
      )}
    </section>
  );
}
