import { lazy, Suspense } from "react";
import { loadChunk } from "../../lib/build-version-reload";
import { FacePicture, type FaceProps } from "../../lib/plan-drawing/sign-figure";

// The face renderer loads when a sign with a value is first shown, not with the map (the
// /map JavaScript budget, bench/sizes.ts); until then the picture shows its own value.
const ValueFace = lazy(() =>
  loadChunk(async () => ({ default: (await import("./value-face-picture")).ValueFace })),
);

/**
 * A face in the map's sign figure (lib/plan-drawing/sign-figure.tsx): the picture, or with
 * a value the face renderer the printed map uses, once its chunk has loaded.
 */
export function ScreenFace(props: FaceProps) {
  const picture = <FacePicture {...props} />;
  if (props.value === undefined) return picture;
  return (
    <Suspense fallback={picture}>
      <ValueFace {...props} />
    </Suspense>
  );
}
