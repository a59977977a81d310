/**
 * "Sign the detour route": the F 34,1 signs of a drawn detour route (lib/setups/detour-signs.ts)
 * added to the plan as one undo step, and said in a notice. Loaded with the button's first
 * press, with the route geometry it needs.
 */
import { detourSigns } from "../../../lib/setups/detour-signs";
import { showToast } from "../../../lib/toast";
import { $shapes } from "../../document";
import { setupMessages } from "./messages";
import { replaceItems } from "./replace-items";

/** Signs the detour route `shapeId`; false when it is gone, too short, or not added. */
export function signDetourRoute(shapeId: string): boolean {
  const route = $shapes.get().find((shape) => shape.id === shapeId);
  if (route?.kind !== "detour") return false;
  let markers: ReturnType<typeof detourSigns>;
  try {
    markers = detourSigns(route.points);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return false;
  }
  const added = replaceItems({ markerIds: [], shapeIds: [] }, { markers, shapes: [] });
  if (!added) return false;
  const text = setupMessages.get().detourSigned(markers.length);
  showToast((toast) => toast.success(text));
  return true;
}
