import { useState } from "react";
import { signImageUrl } from "../../lib/sign-image";

/**
 * A sign's image at a given size, with its code as alt text; if the image cannot be
 * loaded, a visible box with the code stands in for it.
 */
export function SignPicture({
  code,
  size,
  decorative = false,
}: {
  code: string;
  size: number;
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
  return (
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
}
