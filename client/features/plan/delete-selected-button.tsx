import type { ReactNode } from "react";
import { clearSelection } from "./draw-store";

/** An editor's delete button: `remove` deletes the selected shape or text, then none is selected. */
export function DeleteSelectedButton({
  remove,
  children,
}: {
  remove: () => void;
  children: ReactNode;
}) {
  return (
    <button
      className="floating-control danger"
      type="button"
      onClick={() => {
        remove();
        clearSelection();
      }}
    >
      {children}
    </button>
  );
}
