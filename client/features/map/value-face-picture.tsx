import type { ReactNode } from "react";
import { faceShowsValue, SignFace, SignFacePicture } from "../../lib/plan-drawing/sign-face";
import { FacePicture, type FaceProps } from "../../lib/plan-drawing/sign-figure";

/**
 * A sign drawn with a value of its own on its face, by the renderer the printed map uses
 * (lib/plan-drawing/sign-face.tsx); `fallback` for a sign whose face carries none. Its own
 * chunk, loaded by SignPicture when a sign with a value is first shown.
 */
export function ValueFacePicture({
  code,
  size,
  value,
  decorative,
  fallback,
}: {
  code: string;
  size: number;
  value: string;
  decorative: boolean;
  fallback: ReactNode;
}) {
  if (!faceShowsValue(code)) return fallback;
  return (
    <SignFacePicture
      className="sign-picture"
      code={code}
      value={value}
      size={size}
      decorative={decorative}
    />
  );
}

/** A face inside the map's sign figure (ScreenFace): with its value where it carries one. */
export function ValueFace(props: FaceProps) {
  return faceShowsValue(props.code) ? <SignFace {...props} /> : <FacePicture {...props} />;
}
