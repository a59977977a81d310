import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { loadChunk } from "../../lib/build-version-reload";
import { $format } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { $markers, loadMarkers } from "../document";
import { $mapState, loadMapState } from "../map";
import { projectPanelMessages } from "./messages";
import {
  $currentProject,
  $currentProjectIdentity,
  $projects,
  clearCurrentProject,
  createProject,
  type Project,
  removeProject,
  restoreProject,
  selectProject,
} from "./projects-store";

/**
 * The plan's details (its title block) load as the panel first shows a project: /map's
 * first load does without them (its JavaScript budget, bench/sizes.ts).
 */
const ProjectDetailsForm = lazy(() =>
  loadChunk(async () => ({
    default: (await import("./project-details-form")).ProjectDetailsForm,
  })),
);

/** "1 sign", "1,234 signs": the plural form by the number, the number as the language writes it. */
const signs = (count: number) =>
  projectPanelMessages.get().signCount(count).replace(String(count), $format.get().number(count));

function deleteCurrent(id: string) {
  const removed = removeProject(id);
  if (!removed) return;
  const t = projectPanelMessages.get();
  showToast((toast) =>
    toast(t.deleted({ title: removed.project.title }), {
      action: { label: t.undo, onClick: () => restoreProject(removed) },
    }),
  );
}

/**
 * The sign list's CSV code, with the catalogue's names and the print feature's words, loads
 * on first use: the map paints without it (the /map JavaScript budget, bench/sizes.ts).
 */
async function downloadSignList(project: Project) {
  const actions = await loadChunk(() => import("../print"));
  await actions.downloadSignList(project);
}

/** Leaves the project (or wipes an unsaved map) with an undo that brings it back. */
function clearMap() {
  const before = $currentProjectIdentity.get();
  // An unsaved map exists only here: keep what undo needs before clearing it.
  const unsaved = before ? null : { markers: $markers.get(), mapState: $mapState.get() };
  clearCurrentProject();
  const t = projectPanelMessages.get();
  showToast((toast) =>
    toast(before ? t.closed({ title: before.title }) : t.cleared, {
      action: {
        label: t.undo,
        onClick: () => {
          if (before) selectProject(before.id);
          else if (unsaved) {
            loadMarkers(unsaved.markers);
            loadMapState(unsaved.mapState);
          }
        },
      },
    }),
  );
}

/** The current project, switching between projects, and new, delete and clear. */
export function ProjectPanel() {
  const t = useStore(projectPanelMessages);
  // Re-rendered when the language changes: `signs` reads the number format.
  useStore($format);
  const projects = useStore($projects);
  const current = useStore($currentProject);
  const listed = current && !projects.some((project) => project.id === current.id);
  const choices = listed && current ? [...projects, current] : projects;
  return (
    <section className="project-panel" aria-labelledby="project-panel-title">
      <h2 id="project-panel-title">{t.title}</h2>
      {current ? (
        <p className="project-current">
          <strong>{current.title}</strong> · {signs(current.data.markers.length)}
        </p>
      ) : (
        <p className="project-current">{t.notSaved}</p>
      )}
      <label>
        {t.switchProject}
        <select
          value={current?.id ?? ""}
          onChange={(event) => selectProject(event.target.value)}
          disabled={choices.length === 0}
        >
          <option value="" disabled>
            {choices.length === 0 ? t.noProjects : t.chooseProject}
          </option>
          {choices.map((project) => (
            <option key={project.id} value={project.id}>
              {project.title} ({signs(project.data.markers.length)})
            </option>
          ))}
        </select>
      </label>
      <div className="button-row">
        <button type="button" onClick={() => createProject()}>
          {t.saveAsNew}
        </button>
        <button type="button" onClick={() => createProject({})}>
          {t.newEmpty}
        </button>
      </div>
      {current && (
        <div className="button-row">
          <Link className="button-link" to="/print">
            {t.print}
          </Link>
          <button
            type="button"
            onClick={() => void downloadSignList(current)}
            // Something to count: signs, or lines (a line of kit's items are counted too).
            disabled={current.data.markers.length === 0 && current.data.shapes.length === 0}
          >
            {t.downloadSignList}
          </button>
        </div>
      )}
      {current && (
        <Suspense fallback={null}>
          <ProjectDetailsForm project={current} />
        </Suspense>
      )}
      <div className="button-row">
        <button type="button" onClick={clearMap}>
          {current ? t.close : t.clear}
        </button>
        {current && (
          <button type="button" className="danger" onClick={() => deleteCurrent(current.id)}>
            {t.remove}
          </button>
        )}
      </div>
    </section>
  );
}
