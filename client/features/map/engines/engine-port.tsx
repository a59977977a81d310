import type { ReactNode } from "react";
import { type MapPort, MapPortContext } from "../../../lib/map-port";
import { ScaleBar } from "../scale-bar/scale-bar";

/**
 * What either engine draws on its map through its port, once the port is made: the app's
 * layers (`children`) and the scale bar. Nothing while `port` is null.
 */
export function OnMapPort({ port, children }: { port: MapPort | null; children: ReactNode }) {
  return (
    port && (
      <MapPortContext.Provider value={port}>
        {children}
        <ScaleBar />
      </MapPortContext.Provider>
    )
  );
}
