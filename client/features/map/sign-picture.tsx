import { lazy, Suspense, useState } from "react";
import { loadChunk } from "../../lib/build-version-reload";
import { signImageUrl } from "../../lib/sign-image";

// The face renderer loads when a sign with a value is first shown, not with the map (the
// /map JavaScript budget, bench/sizes.ts); until then the picture shows its own value.
const ValueFacePicture = lazy(() =>
  loadChunk(async () => ({ default: (await import("./value-face-picture")).ValueFacePicture })),
);

/**
 * A sign's picture at a given size (its width; a plate is less tall), with its code as alt
 * text, in the map's lists and panels (a sign on the map is drawn by the sign figure,
 * screen-face.tsx). A sign with a value of its own (C 55 at 50, a plate's "150 m") is
 * drawn by the face renderer the printed map uses too; if the picture cannot be loaded, a
 * visible box with the code stands in for it.
 */
export function SignPicture({
  code,
  size,
  value,
  decorative = false,
}: {
  code: string;
  size: number;
  /** The value on the face; undefined shows the picture's own. */
  value?: string;
  /** True where the code is already written beside the picture. */
  decorative?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === code) {
    return (
      <span
        className="sign-fallback"
        style={{ width: size, height: size, fontSize: Math.max(9, size / 4) }}
        {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": code })}
      >
        {code}
      </span>
    );
  }
  const picture = (
    <img
      className="sign-picture"
      src={signImageUrl(code)}
      alt={decorative ? "" : code}
      width={size}
      height={size}
      draggable={false}
      onError={() => setFailed(code)}
    />
  );
  if (value === undefined) return picture;
  return (
    <Suspense fallback={picture}>
      <ValueFacePicture
        code={code}
        size={size}
        value={value}
        decorative={decorative}
        fallback={picture}
      />
    </Suspense>
  );
}
