/**
 * The reader's position for a shared plan at the site (issue 39 item 4): the browser's
 * location, watched while asked for, with its accuracy; or why there is none.
 */
import { useEffect, useState } from "react";
import type { HereOnMap } from "../print";

export type WhereIAm =
  | { state: "off" }
  | { state: "asking" }
  | { state: "here"; here: HereOnMap }
  | { state: "denied" | "unavailable" };

/** Watches the browser's location while `on`; stops when switched off or left. */
export function useWhereIAm(on: boolean): WhereIAm {
  const [where, setWhere] = useState<WhereIAm>({ state: "off" });
  useEffect(() => {
    if (!on) {
      setWhere({ state: "off" });
      return;
    }
    if (!("geolocation" in navigator)) {
      setWhere({ state: "unavailable" });
      return;
    }
    setWhere({ state: "asking" });
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) =>
        setWhere({
          state: "here",
          here: {
            position: { lat: coords.latitude, lng: coords.longitude },
            accuracy: coords.accuracy,
          },
        }),
      (error) =>
        setWhere({ state: error.code === error.PERMISSION_DENIED ? "denied" : "unavailable" }),
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [on]);
  return where;
}
