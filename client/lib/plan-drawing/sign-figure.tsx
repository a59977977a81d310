/**
 * A sign as drawn on the plan, on screen and on paper alike: its face, and its plates
 * (sub-signs) stacked under it, each in its plate look (plate-look.ts): the face with its
 * text, a white plate with the text, or the picture. The map's sign button draws it inside
 * an <svg> of its own, the printed map inside its overlay; SIGN_LOOKS holds what differs
 * between the two (sizes, gaps, the plates' font and rim).
 *
 * A face with a value is drawn by the face renderer (sign-face.tsx), given as `face`: the
 * printed map passes it as it is, the map a stand-in that loads it as a chunk of its own
 * (the /map budget) and shows the picture until then.
 */
import { type ComponentType, useState } from "react";
import type { SubSign } from "../marker-model";
import { signImageUrl } from "../sign-image";
import { faceAspect } from "./face-aspect";
import { PLATE_PICTURE_SCALE, type PlateLook, plateLook } from "./plate-look";
import { centredText, type TextFont, textWidth } from "./text-width";

/** The screen's look (the map, over a busy background, at any zoom) or the paper's. */
export type FigureLook = "screen" | "paper";

/** What a face is drawn with (sign-face.tsx's SignFace, or the plain picture), and where. */
export type FaceProps = {
  code: string;
  /** The value on the face; undefined shows the picture's own. */
  value?: string;
  href: string;
  x?: number;
  y?: number;
  width: number;
};

type SignLook = {
  /** Between the face and the first plate, and between plates. */
  gap: number;
  /** A plate with a text its picture has no field for. */
  textPlate: {
    height: number;
    font: TextFont;
    /** From the text to the plate's edge, each side. */
    padding: number;
    /** At least as wide as the face (paper), or only as its text (screen). */
    faceWide: boolean;
    rim: number;
    radius: number;
    ink: string;
    /** Measured by the browser (as an HTML box was) or estimated (the paper's layout). */
    measure: boolean;
  };
  /** Class names the plates' group, a text plate and its text carry (styles, tests). */
  classes: { plates: string; plate: string; plateText: string; face?: string };
};

export const SIGN_LOOKS: Readonly<Record<FigureLook, SignLook>> = {
  screen: {
    gap: 2,
    textPlate: {
      height: 19,
      font: { size: 12, weight: 700, advance: 0.62 },
      padding: 6.8,
      faceWide: false,
      rim: 2,
      radius: 3,
      ink: "#1d2329",
      measure: true,
    },
    classes: {
      plates: "map-sign-plates",
      plate: "map-sub-sign-plate",
      plateText: "map-sub-sign-text",
      face: "map-sign-face",
    },
  },
  paper: {
    gap: 1,
    textPlate: {
      height: 9,
      font: { size: 7, weight: 700, advance: 0.6 },
      padding: 3,
      faceWide: true,
      rim: 0.8,
      radius: 0,
      ink: "#000000",
      measure: false,
    },
    classes: {
      plates: "print-map-plates",
      plate: "print-map-plate",
      plateText: "print-map-plate-text",
    },
  },
};

type PlateBox = { look: PlateLook; y: number; width: number; height: number };

/** A plate's box under a face `size` wide, in its plate look. */
function plateBox(plate: SubSign, size: number, look: SignLook): Omit<PlateBox, "y"> {
  const kind = plateLook(plate);
  if (kind === "text") {
    const { font, padding, height, faceWide, measure } = look.textPlate;
    const width = textWidth(plate.text ?? "", font, measure) + 2 * padding;
    return { look: kind, width: faceWide ? Math.max(size, width) : width, height };
  }
  const width = kind === "face" ? size : size * PLATE_PICTURE_SCALE;
  return { look: kind, width, height: width / faceAspect(plate.code) };
}

/**
 * Where a sign's plates go, the face `size` wide centred on 0, 0: each plate's box, and
 * how far the lowest reaches below the point (half the face without plates).
 */
export function signFigureLayout(
  plates: readonly SubSign[],
  size: number,
  lookName: FigureLook,
): { plates: PlateBox[]; bottom: number } {
  const look = SIGN_LOOKS[lookName];
  let y = size / 2;
  const boxes = plates.map((plate) => {
    const box = { ...plateBox(plate, size, look), y: y + look.gap };
    y = box.y + box.height;
    return box;
  });
  return { plates: boxes, bottom: y };
}

/** How a face whose picture cannot be had is marked: a box, its rim and its code's ink. */
export const MISSING_FACE = { fill: "#ffffff", rim: "#b42318", ink: "#1d2329" } as const;

/**
 * A face's picture as it is, in the box at x, y of `width`; if the picture cannot be
 * loaded, a box with the code stands in for it (MISSING_FACE).
 */
export function FacePicture({ code, href, x = 0, y = 0, width }: FaceProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const height = width / faceAspect(code);
  if (failed === href) {
    return (
      <g className="sign-fallback">
        <rect
          x={x + 1}
          y={y + 1}
          width={width - 2}
          height={height - 2}
          rx={4}
          fill={MISSING_FACE.fill}
          stroke={MISSING_FACE.rim}
          strokeWidth={2}
        />
        <text
          x={x + width / 2}
          y={y + height / 2}
          {...centredText({ size: Math.max(9, width / 4), weight: 700 }, MISSING_FACE.ink)}
        >
          {code}
        </text>
      </g>
    );
  }
  const box = { x, y, width, height };
  return (
    <image
      href={href}
      {...box}
      preserveAspectRatio="xMidYMid meet"
      onError={() => setFailed(href)}
    />
  );
}

/**
 * Sign `code` (with `value` on its face) `size` wide, centred on 0, 0, and its plates under
 * it, in the screen's or the paper's look. Every face is drawn by `face`.
 */
export function SignFigure({
  code,
  value,
  plates,
  size,
  look: lookName,
  face: Face = FacePicture,
}: {
  code: string;
  value?: string;
  plates: readonly SubSign[];
  size: number;
  look: FigureLook;
  face?: ComponentType<FaceProps>;
}) {
  const look = SIGN_LOOKS[lookName];
  const { textPlate, classes } = look;
  const drawn = (
    <Face
      code={code}
      value={value}
      href={signImageUrl(code)}
      x={-size / 2}
      y={-size / 2}
      width={size}
    />
  );
  return (
    <>
      {classes.face ? <g className={classes.face}>{drawn}</g> : drawn}
      {plates.length > 0 && (
        <g className={classes.plates}>
          {signFigureLayout(plates, size, lookName).plates.map((box, index) => {
            const plate = plates[index] as SubSign;
            const inset = textPlate.rim / 2;
            // Plates are their order under the sign: no id of their own.
            const key = `${index}:${plate.code}`;
            return box.look === "text" ? (
              <g key={key}>
                <rect
                  className={classes.plate}
                  x={-box.width / 2 + inset}
                  y={box.y + inset}
                  width={box.width - 2 * inset}
                  height={box.height - 2 * inset}
                  rx={textPlate.radius}
                  fill="#ffffff"
                  stroke={textPlate.ink}
                  strokeWidth={textPlate.rim}
                />
                <text
                  className={classes.plateText}
                  x={0}
                  y={box.y + box.height / 2}
                  {...centredText(textPlate.font, textPlate.ink)}
                >
                  {plate.text}
                </text>
              </g>
            ) : (
              <Face
                key={key}
                code={plate.code}
                value={box.look === "face" ? plate.text : undefined}
                href={signImageUrl(plate.code)}
                x={-box.width / 2}
                y={box.y}
                width={box.width}
              />
            );
          })}
        </g>
      )}
    </>
  );
}
