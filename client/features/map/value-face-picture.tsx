import type { ReactNode } from "react";
import { faceAspect, faceShowsValue, SignFace } from "../../lib/plan-drawing/sign-face";
import { signImageUrl } from "../../lib/sign-image";

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
  const height = Math.round(size / faceAspect(code));
  return (
    <svg
      className="sign-picture"
      width={size}
      height={height}
      viewBox={`0 0 ${size} ${height}`}
      role="img"
      aria-label={code}
      aria-hidden={decorative || undefined}
    >
      <SignFace code={code} value={value} href={signImageUrl(code)} width={size} />
    </svg>
  );
}
