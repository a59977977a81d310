import { useStore } from "@nanostores/react";
import { useNavigate } from "react-router";
import { usePageTitle } from "../../app/page-title";
import { $currentProjectIdentity, $projects, createProject } from "../projects/projects-store";
import { ImportProjectButton } from "./import-project-button";
import { $projectChangedAt, lastChanged } from "./project-activity-store";
import { ProjectCard } from "./project-card";
import { StorageMeter } from "./storage-meter";
import "./dashboard.css";

/** The dashboard screen: every project kept in this browser, newest change first. */
export function DashboardScreen() {
  usePageTitle("Dashboard");
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
    <section className="dashboard-screen" aria-labelledby="dashboard-title">
      <header className="screen-header">
        <h1 id="dashboard-title">Dashboard</h1>
        <p className="screen-intro">Your projects, kept in this browser only.</p>
      </header>
      <div className="dashboard-toolbar">
        <button type="button" className="primary" onClick={startNew}>
          New project
        </button>
        <ImportProjectButton />
      </div>
      {listed.length === 0 ? (
        <div className="dashboard-empty">
          <h2>No projects yet</h2>
          <p>
            Place signs on the map and save them as a project, start a new one, or import a GeoJSON
            or KML file.
          </p>
        </div>
      ) : (
        <>
          <p className="project-count">
            {listed.length === 1 ? "1 project" : `${listed.length} projects`}
          </p>
          <ul className="project-list" aria-label="Projects">
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
      <StorageMeter />
    </section>
  );
}
