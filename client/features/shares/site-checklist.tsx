import { useStore } from "@nanostores/react";
import { useState } from "react";
import { $format } from "../../lib/format";
import { $locale } from "../../lib/i18n";
import { catalogueNames } from "../print";
import type { Project } from "../projects";
import { $signCatalogue, displayCode } from "../signs";
import { $checklists, tick } from "./checklist-store";
import { sharedViewMessages } from "./messages";

/**
 * The sign list as a checklist for the crew (issue 39 item 4): each sign by the number it
 * has on the sheets, ticked when set up and when removed, kept on this device. Its rows are
 * drawn when it is first opened: drawn closed, a 2,000-sign plan's 4,000 boxes held the
 * shared view's first render (`npm run bench:share`).
 */
export function SiteChecklist({ shareId, project }: { shareId: string; project: Project }) {
  const t = useStore(sharedViewMessages);
  const locale = useStore($locale);
  const format = useStore($format);
  // Names once the catalogue is there (the print view asks for it); codes until then.
  useStore($signCatalogue);
  const nameOf = catalogueNames(locale);
  const ticks = useStore($checklists)[shareId] ?? {};
  const markers = project.data.markers;
  const up = markers.filter((marker) => ticks[marker.id]?.up).length;
  const removed = markers.filter((marker) => ticks[marker.id]?.removed).length;
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="site-checklist"
      // Once opened, its rows stay: closed again, they are hidden, not drawn anew next time.
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary>
        {t.checklist({
          up: format.number(up),
          removed: format.number(removed),
          total: format.number(markers.length),
        })}
      </summary>
      {opened && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t.number}</th>
              <th scope="col">{t.sign}</th>
              <th scope="col">{t.setUp}</th>
              <th scope="col">{t.removed}</th>
            </tr>
          </thead>
          <tbody>
            {markers.map((marker, index) => {
              const number = index + 1;
              const code = displayCode(marker.signCode, locale);
              const name = nameOf(marker.signCode);
              const what = { number: String(number), code };
              return (
                <tr key={marker.id}>
                  <td className="number">{number}</td>
                  <td>
                    {code}
                    {name ? ` ${name}` : ""}
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t.signSetUp(what)}
                      checked={ticks[marker.id]?.up === true}
                      onChange={(event) => tick(shareId, marker.id, "up", event.target.checked)}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t.signRemoved(what)}
                      checked={ticks[marker.id]?.removed === true}
                      onChange={(event) =>
                        tick(shareId, marker.id, "removed", event.target.checked)
                      }
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </details>
  );
}
