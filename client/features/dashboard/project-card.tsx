import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { $format } from "../../lib/format";
import { displayCode } from "../../lib/sign-code";
import { signImageUrl } from "../../lib/sign-image";
import { downloadSignList } from "../print";
import { descriptionOf, type Project, selectProject } from "../projects";
import { deleteWithUndo, duplicate, exportGeoJson, exportKml } from "./dashboard-actions";
import { projectCardMessages } from "./messages";
import { ProjectRenameForm } from "./project-rename-form";

const MAX_SIGNS_SHOWN = 8;

/** Which signs a project uses, most used first. */
function signsUsed(project: Project): [string, number][] {
  const counts = new Map<string, number>();
  for (const marker of project.data.markers) {
    counts.set(marker.signCode, (counts.get(marker.signCode) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** One project on the dashboard: its facts and what can be done with it. */
export function ProjectCard({
  project,
  changedAt,
  current,
}: {
  project: Project;
  changedAt: string;
  current: boolean;
}) {
  const t = useStore(projectCardMessages);
  const format = useStore($format);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  // Back from the form, keyboard focus returns to where it came from.
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const navigate = useNavigate();
  const titleId = useId();
  const markers = project.data.markers.length;
  // Nothing to export only when the plan holds no signs, lines, areas or labels at all.
  const empty = markers + project.data.shapes.length + project.data.labels.length === 0;
  const signs = signsUsed(project);

  const open = (to: "/map" | "/print") => {
    if (!current) selectProject(project.id);
    navigate(to);
  };

  return (
    <li>
      <article
        className="project-card"
        aria-labelledby={titleId}
        data-current={current || undefined}
      >
        <header>
          <h2 id={titleId}>{project.title}</h2>
          {current && <span className="badge">{t.openOnMap}</span>}
        </header>
        {renaming ? (
          <ProjectRenameForm project={project} onDone={() => setRenaming(false)} />
        ) : (
          <p className="project-description">{descriptionOf(project) || t.noDescription}</p>
        )}
        <dl className="project-facts">
          <div>
            <dt>{t.markers}</dt>
            <dd>{format.number(markers)}</dd>
          </div>
          <div>
            <dt>{t.signsUsed}</dt>
            <dd>{format.number(signs.length)}</dd>
          </div>
          <div>
            <dt>{t.created}</dt>
            <dd>
              <time dateTime={project.createdAt}>
                {format.dateTime(new Date(project.createdAt))}
              </time>
            </dd>
          </div>
          <div>
            <dt>{t.lastChanged}</dt>
            <dd>
              <time dateTime={changedAt}>{format.dateTime(new Date(changedAt))}</time>
            </dd>
          </div>
        </dl>
        {signs.length > 0 && (
          <ul className="project-signs" aria-label={t.signsUsed}>
            {signs.slice(0, MAX_SIGNS_SHOWN).map(([code, count]) => (
              <li
                key={code}
                title={t.signCount(count).replace("{code}", displayCode(code, format.locale))}
              >
                <img src={signImageUrl(code)} alt="" width={28} height={28} loading="lazy" />
                <span>
                  {displayCode(code, format.locale)} ×{count}
                </span>
              </li>
            ))}
            {signs.length > MAX_SIGNS_SHOWN && (
              <li>{t.more({ count: signs.length - MAX_SIGNS_SHOWN })}</li>
            )}
          </ul>
        )}
        {!renaming && (
          <div className="card-actions">
            <button type="button" className="primary" onClick={() => open("/map")}>
              {t.openInMap}
            </button>
            <button type="button" onClick={() => open("/print")}>
              {t.print}
            </button>
            <button
              type="button"
              onClick={() => downloadSignList(project)}
              disabled={markers === 0}
            >
              {t.downloadSignList}
            </button>
            <button type="button" ref={renameButton} onClick={() => setRenaming(true)}>
              {t.rename}
            </button>
            <button type="button" onClick={() => duplicate(project)}>
              {t.duplicate}
            </button>
            <button type="button" onClick={() => exportGeoJson(project)} disabled={empty}>
              {t.exportGeoJson}
            </button>
            <button type="button" onClick={() => exportKml(project)} disabled={empty}>
              {t.exportKml}
            </button>
            <button type="button" className="danger" onClick={() => deleteWithUndo(project)}>
              {t.remove}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
