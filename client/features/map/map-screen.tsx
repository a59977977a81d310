import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { PageTitle } from "../../app/page-title";
import { $runtimeConfig } from "../../lib/runtime-config";
import { DrawingToolbar } from "../plan/drawing-toolbar";
import { LabelDraftForm } from "../plan/label-draft-form";
import { LabelEditor } from "../plan/label-editor";
import { PlacementChecksPanel } from "../plan/placement-checks-panel";
import { ShapeEditor } from "../plan/shape-editor";
import { useDrawingShortcuts } from "../plan/use-drawing-shortcuts";
import { ProjectPanel } from "../projects/project-panel";
import { StorageNotices } from "../projects/storage-notices";
import { MapCanvas } from "./map-canvas";
import { MapSettingsPanel } from "./map-settings-panel";
import { MapUnavailable } from "./map-unavailable";
import { MarkerEditor } from "./marker-editor";
import { MarkerList } from "./marker-list";
import { MarkerTools } from "./marker-tools";
import { mapScreenMessages } from "./messages";
import { useUndoShortcuts } from "./use-undo-shortcuts";

/** The map screen: the map with its signs, and the panel for projects and settings. */
export function MapScreen() {
  const t = useStore(mapScreenMessages);
  useUndoShortcuts();
  useDrawingShortcuts();
  const runtimeConfig = useStore($runtimeConfig);
  let mapArea: ReactNode;
  if (runtimeConfig.status === "loading") mapArea = <MapUnavailable problem="loading" />;
  else if (runtimeConfig.status === "failed") {
    mapArea = <MapUnavailable problem="config-failed" detail={runtimeConfig.message} />;
  } else {
    mapArea = (
      <>
        <MapCanvas config={runtimeConfig.config} />
        <DrawingToolbar />
        <div className="map-floating">
          <LabelDraftForm />
          <ShapeEditor />
          <LabelEditor />
        </div>
      </>
    );
  }
  return (
    <section className="map-screen" aria-labelledby="map-title">
      <PageTitle title={t.title} />
      <h1 id="map-title" className="visually-hidden">
        {t.title}
      </h1>
      <StorageNotices />
      <div className="map-layout">
        <div className="map-area">{mapArea}</div>
        <aside className="map-panel" aria-label={t.panel}>
          <ProjectPanel />
          <MarkerTools />
          <MarkerEditor />
          <PlacementChecksPanel />
          <MapSettingsPanel />
          <MarkerList />
        </aside>
      </div>
    </section>
  );
}
