import { useStore } from "@nanostores/react";
import { LoadedPart, lazyPart } from "../../lib/ui/lazy-part";
import { $group } from "../document";
import { $drawTool } from "./draw-store";
import { LabelDraftForm } from "./label-draft-form";
import { LabelEditor } from "./label-editor";
import { $laidSetup } from "./setup/setup-store";
import { ShapeEditor } from "./shape-editor";

// With the tool: the set-ups, their geometry and the panel's words are a chunk of their own.
const SetupPanel = lazyPart(async () => (await import("./setup/setup-panel")).SetupPanel);

/** The "Lay a set-up" panel, while the tool is chosen or a set-up laid is on offer. */
function LazySetupPanel() {
  const tool = useStore($drawTool);
  const laid = useStore($laidSetup);
  return tool === "setup" || laid ? <LoadedPart part={SetupPanel} /> : null;
}

// With the first selection of several items: what can be done to them all.
const SelectionPanel = lazyPart(
  async () => (await import("./selection/selection-panel")).SelectionPanel,
);

function LazySelectionPanel() {
  const group = useStore($group);
  return group.length > 1 ? <LoadedPart part={SelectionPanel} /> : null;
}

/**
 * The map's floating editors: the set-up panel, the selection of several items, the new
 * text label's form, the selected shape's and label's.
 */
export function MapEditors() {
  return (
    <>
      <LazySetupPanel />
      <LazySelectionPanel />
      <LabelDraftForm />
      <ShapeEditor />
      <LabelEditor />
    </>
  );
}
