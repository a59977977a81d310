import { LabelDraftForm } from "./label-draft-form";
import { LabelEditor } from "./label-editor";
import { ShapeEditor } from "./shape-editor";

/** The map's floating editors: the new text label's form, the selected shape's and label's. */
export function MapEditors() {
  return (
    <>
      <LabelDraftForm />
      <ShapeEditor />
      <LabelEditor />
    </>
  );
}
