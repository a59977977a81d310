import { useStore } from "@nanostores/react";
import { useNavigate } from "react-router";
import { firstScreenShown } from "../../lib/first-screen";
import { LoadedPart, lazyPart } from "../../lib/ui/lazy-part";
import { Screen } from "../../lib/ui/screen";
import {
  $currentProjectIdentity,
  $projectChangedAt,
  $projects,
  createProject,
  lastChanged,
} from "../projects";
import { loadShares } from "../shares";
import { ImportProjectButton } from "./import-project-button";
import { ProjectCard } from "./project-card";
import { StorageMeter } from "./storage-meter";
import "./dashboard.css";
import { dashboardMessages } from "./messages";

// The signed-in account's shared plans: a chunk of its own, asked for once the screen is
// painted (the list waits for the session, which waits for that too).
const SharedPlansList = lazyPart(async () => {
  await firstScreenShown;
  return (await loadShares()).SharedPlansList;
});

/**
 * The dashboard screen: every project kept in this browser, newest change first, and the
 * plans the signed-in account has shared.
 */
export function DashboardScreen() {
  const t = useStore(dashboardMessages);
  const projects = useStore($projects);
  const current = useStore($currentProjectIdentity);
  const changedAt = useStore($projectChangedAt);
  const navigate = useNavigate();
  const listed = projects
    .map((project) => ({ project, changed: lastChanged(project, changedAt) }))
    .sort((a, b) => b.changed.localeCompare(a.changed));

  const startNew = () => {
    createProject({});
    navigate("/map");
  };

  return (
    <Screen className="dashboard-screen" title={t.title} intro={t.intro}>
      <div className="dashboard-toolbar">
        <button type="button" className="primary" onClick={startNew}>
          {t.newProject}
        </button>
        <ImportProjectButton />
      </div>
      {listed.length === 0 ? (
        <div className="dashboard-empty">
          <h2>{t.noProjects}</h2>
          <p>{t.noProjectsText}</p>
        </div>
      ) : (
        <>
          <p className="project-count">{t.projectCount(listed.length)}</p>
          <ul className="project-list" aria-label={t.projects}>
            {listed.map(({ project, changed }) => (
              <ProjectCard
                key={project.id}
                project={project}
                changedAt={changed}
                current={project.id === current?.id}
              />
            ))}
          </ul>
        </>
      )}
      <LoadedPart part={SharedPlansList} />
      <StorageMeter />
    </Screen>
  );
}
