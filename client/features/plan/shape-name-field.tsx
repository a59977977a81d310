import { useStore } from "@nanostores/react";
import { useState } from "react";
import { updateShape } from "../document";
import { drawMessages } from "./messages";

/**
 * A shape's name (e.g. a placemark's name from My Maps), saved when the field is left or
 * Enter is pressed: one undoable edit per name, not one per key.
 */
export function ShapeNameField({ id, name }: { id: string; name: string }) {
  const t = useStore(drawMessages);
  const [text, setText] = useState(name);
  const save = () => {
    if (text.trim() !== name) updateShape(id, { label: text });
  };
  return (
    <label>
      {t.name}
      <input
        className="floating-control"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === "Enter") save();
        }}
      />
    </label>
  );
}
