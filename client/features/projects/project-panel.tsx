import { useStore } from "@nanostores/react";
import { Link } from "react-router";
import { toast } from "sonner";
import { $mapState, loadMapState } from "../map/map-settings-store";
import { $markers, loadMarkers } from "../map/markers-store";
import { downloadSignList } from "../print/print-actions";
import { ProjectDetailsForm } from "./project-details-form";
import {
  $currentProject,
  $currentProjectIdentity,
  $projects,
  clearCurrentProject,
  createProject,
  removeProject,
  restoreProject,
  selectProject,
} from "./projects-store";

const signs = (count: number) => `${count.toLocaleString("en")} sign${count === 1 ? "" : "s"}`;

function deleteCurrent(id: string) {
  const removed = removeProject(id);
  if (!removed) return;
  toast(`Deleted “${removed.project.title}”`, {
    action: { label: "Undo", onClick: () => restoreProject(removed) },
  });
}

/** Leaves the project (or wipes an unsaved map) with an undo that brings it back. */
function clearMap() {
  const before = $currentProjectIdentity.get();
  // An unsaved map exists only here: keep what undo needs before clearing it.
  const unsaved = before ? null : { markers: $markers.get(), mapState: $mapState.get() };
  clearCurrentProject();
  toast(before ? `Closed “${before.title}”` : "Map cleared", {
    action: {
      label: "Undo",
      onClick: () => {
        if (before) selectProject(before.id);
        else if (unsaved) {
          loadMarkers(unsaved.markers);
          loadMapState(unsaved.mapState);
        }
      },
    },
  });
}

/** The current project, switching between projects, and new, delete and clear. */
export function ProjectPanel() {
  const projects = useStore($projects);
  const current = useStore($currentProject);
  const listed = current && !projects.some((project) => project.id === current.id);
  const choices = listed && current ? [...projects, current] : projects;
  return (
    <section className="project-panel" aria-labelledby="project-panel-title">
      <h2 id="project-panel-title">Project</h2>
      {current ? (
        <p className="project-current">
          <strong>{current.title}</strong> · {signs(current.data.markers.length)}
        </p>
      ) : (
        <p className="project-current">This map is not saved in a project.</p>
      )}
      <label>
        Switch project
        <select
          value={current?.id ?? ""}
          onChange={(event) => selectProject(event.target.value)}
          disabled={choices.length === 0}
        >
          <option value="" disabled>
            {choices.length === 0 ? "No projects yet" : "Choose a project…"}
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
          Save map as new project
        </button>
        <button type="button" onClick={() => createProject({})}>
          New empty project
        </button>
      </div>
      {current && (
        <div className="button-row">
          <Link className="button-link" to="/print">
            Print plan
          </Link>
          <button
            type="button"
            onClick={() => downloadSignList(current)}
            disabled={current.data.markers.length === 0}
          >
            Download sign list
          </button>
        </div>
      )}
      {current && <ProjectDetailsForm project={current} />}
      <div className="button-row">
        <button type="button" onClick={clearMap}>
          {current ? "Close project" : "Clear map"}
        </button>
        {current && (
          <button type="button" className="danger" onClick={() => deleteCurrent(current.id)}>
            Delete project
          </button>
        )}
      </div>
    </section>
  );
}
