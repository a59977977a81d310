import { Component, type ReactNode } from "react";
import { MapUnavailable } from "./map-unavailable";

/**
 * Catches a map engine that fails to load or start (its chunk unreachable, WebGL refused)
 * and shows why in the map area, so the panel beside it keeps working.
 */
export class EngineBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error) return <MapUnavailable problem="engine-failed" detail={error.message} />;
    return this.props.children;
  }
}
