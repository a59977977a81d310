import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  $placeChosenSign,
  loadMapLayerParts,
  MapCanvas,
  MapUnavailable,
  MarkerTools,
  mapScreenMessages,
  ScaleBarSlot,
} from "../features/map";
import { chooseTool, loadPlanLayerParts, useMapKeymap } from "../features/plan";
import { ProjectPanel } from "../features/projects";
import { $runtimeConfig } from "../lib/runtime-config";
import { AfterFirstScreen } from "../lib/ui/after-first-screen";
import { PageTitle } from "../lib/ui/page-title";
import {
  LazyDrawingToolbar,
  LazyMapEditors,
  LazyMapSettingsPanel,
  LazyMarkerEditor,
  LazyMarkerList,
  LazyPhaseSection,
  LazyPhaseSwitch,
  LazyPlacementChecks,
  LazyPlaceSearch,
  LazyShapeList,
  LazyShareSection,
  LazyShortcutsDialog,
  LazyStorageNotices,
} from "./map-screen-parts";

/** The signs, shapes and camera requests on the map: their chunks load beside the engine. */
const loadMapLayers = async () => {
  const [{ MapLayers }, map, plan] = await Promise.all([
    import("./map-layers"),
    loadMapLayerParts(),
    loadPlanLayerParts(),
  ]);
  // Made once per engine: MapCanvas loads the layers once for each.
  return () => <MapLayers map={map} plan={plan} />;
};

/** The map screen: the map with its signs, and the panel for projects and settings. */
export function MapScreen() {
  const t = useStore(mapScreenMessages);
  useMapKeymap();
  const mapAreaRef = useRef<HTMLDivElement>(null);
  // A sign chosen in the palette, or in the catalogue before coming here, is to be placed:
  // the sign tool takes the map's clicks (issue 22 item 3). On a phone the palette is in the
  // panel under the map: the map comes back into view, ready for the tap that places it.
  useEffect(
    () =>
      $placeChosenSign.subscribe((chosen) => {
        if (!chosen) return;
        $placeChosenSign.set(false);
        chooseTool("sign");
        const mapArea = mapAreaRef.current?.getBoundingClientRect();
        if (mapArea && (mapArea.top < 0 || mapArea.bottom > window.innerHeight)) {
          mapAreaRef.current?.scrollIntoView({ block: "start" });
        }
      }),
    [],
  );
  const runtimeConfig = useStore($runtimeConfig);
  // The scale bar's place, under the floating editors; the engine draws the bar into it.
  const [scaleBarSlot, setScaleBarSlot] = useState<HTMLElement | null>(null);
  let mapArea: ReactNode;
  if (runtimeConfig.status === "loading") mapArea = <MapUnavailable problem="loading" />;
  else if (runtimeConfig.status === "failed") {
    mapArea = <MapUnavailable problem="config-failed" detail={runtimeConfig.message} />;
  } else {
    mapArea = (
      <ScaleBarSlot.Provider value={scaleBarSlot}>
        <MapCanvas config={runtimeConfig.config} loadLayers={loadMapLayers} />
        <div className="map-top-bar">
          <AfterFirstScreen>
            <LazyDrawingToolbar />
            <LazyPlaceSearch />
            <LazyPhaseSwitch />
          </AfterFirstScreen>
        </div>
        <div className="map-floating">
          <AfterFirstScreen>
            <LazyMapEditors />
          </AfterFirstScreen>
          <div ref={setScaleBarSlot} className="scale-bar-slot" />
        </div>
      </ScaleBarSlot.Provider>
    );
  }
  return (
    <section className="map-screen" aria-labelledby="map-title">
      <PageTitle title={t.title} />
      <h1 id="map-title" className="visually-hidden">
        {t.title}
      </h1>
      <AfterFirstScreen>
        <LazyStorageNotices />
      </AfterFirstScreen>
      <div className="map-layout">
        <div ref={mapAreaRef} className="map-area">
          {mapArea}
        </div>
        <aside className="map-panel" aria-label={t.panel}>
          <ProjectPanel />
          {/* The project's name is the first screen's largest text; the rest of the panel
              is rendered once that is painted, in a render of its own (issue 40). */}
          <AfterFirstScreen>
            <LazyShareSection />
            <LazyPhaseSection />
            <MarkerTools />
            <LazyMarkerEditor />
            <LazyPlacementChecks />
            <LazyMapSettingsPanel />
            <LazyMarkerList />
            <LazyShapeList />
          </AfterFirstScreen>
        </aside>
      </div>
      <AfterFirstScreen>
        <LazyShortcutsDialog />
      </AfterFirstScreen>
    </section>
  );
}
