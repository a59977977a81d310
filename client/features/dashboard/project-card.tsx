import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { downloadSignList } from "../print/print-actions";
import { type Project, selectProject } from "../projects/projects-store";
import { signImageUrl } from "../signs/sign-image";
import { deleteWithUndo, duplicate, exportGeoJson, exportKml } from "./dashboard-actions";
import { ProjectRenameForm } from "./project-rename-form";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
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
          {current && <span className="badge">Open on the map</span>}
        </header>
        {renaming ? (
          <ProjectRenameForm project={project} onDone={() => setRenaming(false)} />
        ) : (
          <p className="project-description">{project.description}</p>
        )}
        <dl className="project-facts">
          <div>
            <dt>Markers</dt>
            <dd>{markers.toLocaleString("en")}</dd>
          </div>
          <div>
            <dt>Signs used</dt>
            <dd>{signs.length.toLocaleString("en")}</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>
              <time dateTime={project.createdAt}>
                {dateTime.format(new Date(project.createdAt))}
              </time>
            </dd>
          </div>
          <div>
            <dt>Last changed</dt>
            <dd>
              <time dateTime={changedAt}>{dateTime.format(new Date(changedAt))}</time>
            </dd>
          </div>
        </dl>
        {signs.length > 0 && (
          <ul className="project-signs" aria-label="Signs used">
            {signs.slice(0, MAX_SIGNS_SHOWN).map(([code, count]) => (
              <li key={code} title={`${code}: ${count} marker${count === 1 ? "" : "s"}`}>
                <img src={signImageUrl(code)} alt="" width={28} height={28} loading="lazy" />
                <span>
                  {code} ×{count}
                </span>
              </li>
            ))}
            {signs.length > MAX_SIGNS_SHOWN && <li>+{signs.length - MAX_SIGNS_SHOWN} more</li>}
          </ul>
        )}
        {!renaming && (
          <div className="card-actions">
            <button type="button" className="primary" onClick={() => open("/map")}>
              Open in map
            </button>
            <button type="button" onClick={() => open("/print")}>
              Print plan
            </button>
            <button
              type="button"
              onClick={() => downloadSignList(project)}
              disabled={markers === 0}
            >
              Download sign list
            </button>
            <button type="button" ref={renameButton} onClick={() => setRenaming(true)}>
              Rename
            </button>
            <button type="button" onClick={() => duplicate(project)}>
              Duplicate
            </button>
            <button type="button" onClick={() => exportGeoJson(project)} disabled={empty}>
              Export GeoJSON
            </button>
            <button type="button" onClick={() => exportKml(project)} disabled={empty}>
              Export KML
            </button>
            <button type="button" className="danger" onClick={() => deleteWithUndo(project)}>
              Delete
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
