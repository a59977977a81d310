import { useStore } from "@nanostores/react";
import { useState } from "react";
import { $format } from "../../lib/format";
import { $locale } from "../../lib/i18n";
import { $chosenPhase, shownIn, shownPhaseOf } from "../document";
import { catalogueNames } from "../print";
import type { Project } from "../projects";
import { $signCatalogue, displayCode } from "../signs";
import { $checklists, tick } from "./checklist-store";
import { sharedViewMessages } from "./messages";

/**
 * The sign list as a checklist for the crew (issue 39 item 4): each sign by the number it
 * has on the sheets, ticked when set up and when removed, kept on this device. Its rows are
 * drawn when it is first opened: drawn closed, a 2,000-sign plan's 4,000 boxes held the
 * shared view's first render (`npm run bench:share`). A plan in phases lists the phase the
 * sheets show (chosen in the print view's toolbar), numbered as they number it: a crew sets
 * up one phase at a time. A sign keeps its ticks from one phase to the next it stands in.
 */
export function SiteChecklist({ shareId, project }: { shareId: string; project: Project }) {
  const t = useStore(sharedViewMessages);
  const locale = useStore($locale);
  const format = useStore($format);
  // Names once the catalogue is there (the print view asks for it); codes until then.
  useStore($signCatalogue);
  const nameOf = catalogueNames(locale);
  const ticks = useStore($checklists)[shareId] ?? {};
  const phase = shownPhaseOf(project.data.planSettings.phases, useStore($chosenPhase));
  const markers = shownIn(project.data.markers, phase);
  const up = markers.filter((marker) => ticks[marker.id]?.up).length;
  const removed = markers.filter((marker) => ticks[marker.id]?.removed).length;
  const counted = {
    up: format.number(up),
    removed: format.number(removed),
    total: format.number(markers.length),
  };
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="site-checklist"
      // Once opened, its rows stay: closed again, they are hidden, not drawn anew next time.
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary>
        {phase ? t.phaseChecklist({ ...counted, phase: phase.name }) : t.checklist(counted)}
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
