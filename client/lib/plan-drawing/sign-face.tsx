/**
 * A sign's face as SVG, the same on screen and on paper: the catalogue's picture, and on a
 * sign that carries a value (lib/sign-values.ts) the value drawn into the face. The picture
 * shows one example value (C 55 shows 60), so the face covers it with the face's own field
 * and writes the sign's value there, in a system font (no font download on first load).
 *
 * The sign figure (sign-figure.tsx) draws it for a sign and its plates, on the map and on
 * the printed map; the editor, the sign list and the legend draw it in an <svg> of its own
 * (SignFacePicture).
 */
import { signImageUrl } from "../sign-image";
import {
  ARROW_AHEAD,
  ARROW_LEFT,
  ARROW_RIGHT,
  carriesValue,
  faceText,
  signValueSpec,
} from "../sign-values";
import { faceAspect } from "./face-aspect";
import { FacePicture, type FaceProps } from "./sign-figure";

/** Where a face's value goes, in the face's own units (100 wide). */
type ValueField = {
  /** The field that covers the picture's example value. */
  cover:
    | { circle: { cx: number; cy: number; r: number } }
    | { rect: [number, number, number, number] };
  /** The field's colour and the value's. */
  fill: string;
  ink: string;
  /** The value's baseline centre and its cap height. */
  x: number;
  y: number;
  size: number;
  /** The widest the value may be drawn; longer texts are narrowed to fit. */
  maxWidth: number;
  /** The value's font weight: the signs' numbers are bold, the plates' texts are not. */
  weight?: number;
  /**
   * A picture narrower than its square box (E 68,4 is 4 wide and 5 tall), its width over
   * its height: it is drawn centred in the box, and the field's units are the picture's
   * (100 wide), so the value sits where the picture's own does at the size the sign has
   * without a value.
   */
  portrait?: number;
  /**
   * A text of several lines (U 3,3), `pitch` apart, centred as a block on y - size / 2;
   * `inks` gives a line its own colour (U 3,3's third line is red).
   */
  lines?: { pitch: number; inks?: readonly (string | undefined)[] };
  /** Marks drawn over the value again (the end signs' stripes). */
  over?: Stripes | "red-slash" | "corner-slash";
  /**
   * The value is an arrow ("←", "↑", "→"), drawn in `ink` as a broad arrow `length` long
   * centred on x, y, instead of a text (F 34,1, BEK 426 § 305).
   */
  arrow?: { length: number };
};

/** An end sign's black stripes, drawn again over the value inside the field's circle. */
type Stripes = {
  stripes: readonly (readonly [number, number, number, number])[];
  width: number;
  clip: { cx: number; cy: number; r: number };
};

const RED = "#ed171f";
const BLUE = "#005ab2";
const PLATE_BLUE = "#0071bb";
const ADVISORY_BLUE = "#007ac2";
const END_GREY = "#bcbec0";
/** E 69,4's number, a little darker than its ring's "Zone". */
const ZONE_END_GREY = "#a8aaab";
/** The red of U 3,3's Sunday and holiday hours: the picture's pure red. */
const PLATE_RED = "#ff0000";

const roundWhite = (r: number, size: number): ValueField => ({
  cover: { circle: { cx: 50, cy: 50, r } },
  fill: "#ffffff",
  ink: "#000000",
  x: 50,
  y: 50 + size / 2,
  size,
  maxWidth: r * 1.8,
});

const roundBlue = (over?: ValueField["over"]): ValueField => ({
  cover: { circle: { cx: 50, cy: 50, r: 45 } },
  fill: BLUE,
  ink: "#ffffff",
  x: 50,
  y: 50 + 34 / 2,
  size: 34,
  maxWidth: 76,
  over,
});

const bandWhite = (left: number, right: number): ValueField => ({
  cover: { rect: [left, 38, right - left, 24] },
  fill: "#ffffff",
  ink: "#000000",
  x: 50,
  y: 50 + 20 / 2,
  size: 20,
  maxWidth: right - left - 2,
});

const plate = (fill: string, ink: string): ValueField => ({
  cover: { rect: [7, 6.5, 86, 32.5] },
  fill,
  ink,
  x: 50,
  y: 45.5 / 2 + 17 / 2,
  size: 17,
  maxWidth: 82,
  weight: 500,
});

/** A square face with the value in a field of its own (E 39's blue, UA 41's white). */
const square = (
  field: [number, number, number, number],
  fill: string,
  ink: string,
  size: number,
  over?: ValueField["over"],
): ValueField => ({
  cover: { rect: field },
  fill,
  ink,
  x: 50,
  y: 50 + size / 2,
  size,
  maxWidth: field[2] - 4,
  over,
});

/** The white inside E 68,4's red ring (E 69,4's grey one), in the picture's units. */
const ZONE_CIRCLE = { cx: 50, cy: 50.7, r: 31 };

/** E 68,4 and its end E 69,4: the number in the ring, above "Zone". */
const zoneSpeed = (ink: string): ValueField => ({
  cover: { circle: ZONE_CIRCLE },
  fill: "#ffffff",
  ink,
  x: 50,
  y: ZONE_CIRCLE.cy + 29 / 2,
  size: 29,
  maxWidth: 54,
  portrait: 400.258 / 500.514,
});

/**
 * The time plates U 3,3 and U 3,6 (1000 × 795): up to three lines as the picture has them,
 * weekdays' hours, Saturdays' in parentheses, Sundays' and holidays'. The third line is red,
 * as the picture draws its Sunday hours; the lines are drawn as written, no rule added.
 */
const timePlate = (fill: string, ink: string): ValueField => ({
  cover: { rect: [7, 7.5, 86, 65] },
  fill,
  ink,
  x: 50,
  y: 39.55 + 14.9 / 2,
  size: 14.9,
  maxWidth: 80,
  weight: 500,
  lines: { pitch: 21.1, inks: [undefined, undefined, PLATE_RED] },
});

/** F 34,1 Omkørselsrute (860 × 1000): its arrow in the empty green above the route's mark. */
const DETOUR_GREEN = "#009e54";
const DETOUR_ARROW: ValueField = {
  cover: { rect: [8, 8, 84, 44] },
  fill: DETOUR_GREEN,
  ink: "#ffffff",
  x: 50,
  y: 30,
  size: 0,
  maxWidth: 84,
  portrait: 860 / 1000,
  arrow: { length: 62 },
};

const FIELDS: Readonly<Record<string, ValueField>> = {
  C55: roundWhite(37, 38),
  C31: roundWhite(37, 26),
  C56: {
    cover: { circle: { cx: 50, cy: 50, r: 46 } },
    fill: "#ffffff",
    ink: END_GREY,
    x: 50,
    y: 50 + 38 / 2,
    size: 38,
    maxWidth: 80,
    over: {
      stripes: [-9, -4.5, 0, 4.5, 9].map((o) => [100 + o, o, o, 100 + o] as const),
      width: 1.6,
      clip: { cx: 50, cy: 50, r: 46 },
    },
  },
  D55: roundBlue(),
  D56: roundBlue("red-slash"),
  C41: bandWhite(27, 73),
  C42: bandWhite(13, 87),
  "U1.1": plate("#ffffff", "#000000"),
  "U2.1": plate("#ffffff", "#000000"),
  "U3.1": plate("#ffffff", "#000000"),
  "U1.2": plate(PLATE_BLUE, "#ffffff"),
  "U2.2": plate(PLATE_BLUE, "#ffffff"),
  "U3.4": plate(PLATE_BLUE, "#ffffff"),
  E39: square([9, 9, 82, 82], ADVISORY_BLUE, "#ffffff", 40),
  E40: square([9, 9, 82, 82], ADVISORY_BLUE, "#ffffff", 40, "corner-slash"),
  UA41: square([12, 12, 76, 76], "#ffffff", "#000000", 34),
  // The numbers above and below the pictograms: a band of their own.
  C32: { ...bandWhite(29, 71), cover: { rect: [29, 21, 42, 26] }, y: 35 + 7, size: 14 },
  C43: { ...bandWhite(35, 65), cover: { rect: [35, 63, 30, 14] }, y: 70 + 4, size: 8 },
  // The exit's speed in the corner beside the arrow.
  E41: {
    cover: { rect: [41, 53, 54, 31] },
    fill: "#ffffff",
    ink: "#000000",
    x: 67,
    y: 81.3,
    size: 25.6,
    maxWidth: 52,
  },
  "E68.4": zoneSpeed("#000000"),
  // Its end: the number grey, under the five black stripes of the picture.
  "E69.4": {
    ...zoneSpeed(ZONE_END_GREY),
    over: {
      stripes: [
        [97.8, 3.39, 2.2, 102.46],
        [97.8, 8.14, 2.2, 107.21],
        [97.8, 12.97, 2.2, 112.04],
        [97.8, 17.8, 2.2, 116.78],
        [97.8, 22.54, 2.2, 121.62],
      ],
      width: 1.65,
      clip: ZONE_CIRCLE,
    },
    portrait: 399.658 / 499.913,
  },
  "U3.2": plate("#ffffff", "#000000"),
  "U3.5": plate(PLATE_BLUE, "#ffffff"),
  "U3.3": timePlate("#ffffff", "#000000"),
  "U3.6": timePlate(PLATE_BLUE, "#ffffff"),
  "F34.1": DETOUR_ARROW,
};

/** A flag-type sign whose value is the way it points (F 34,2): no field, its picture turned. */
const pointsAWay = (code: string) => signValueSpec(code)?.kind === "pointing";

/** Whether a value given to this sign changes what is drawn. */
export function faceShowsValue(code: string): boolean {
  return Boolean((FIELDS[code] || pointsAWay(code)) && carriesValue(code));
}

// A cap height is about 0.72 of the font size, a digit about 0.56 of it wide.
const CAP = 0.72;
const ADVANCE = 0.58;

/** One line of a value, narrowed to the field's width when it is longer. */
function ValueLine({
  field,
  text,
  y,
  ink,
}: {
  field: ValueField;
  text: string;
  y: number;
  ink: string;
}) {
  const fontSize = field.size / CAP;
  const natural = text.length * ADVANCE * fontSize;
  const fit = natural > field.maxWidth ? field.maxWidth : undefined;
  return (
    <text
      x={field.x}
      y={y}
      fill={ink}
      fontSize={fontSize}
      fontFamily="'DIN 1451', 'DIN Alternate', Arial, Helvetica, sans-serif"
      fontWeight={field.weight ?? 600}
      textAnchor="middle"
      {...(fit ? { textLength: fit, lengthAdjust: "spacingAndGlyphs" } : {})}
    >
      {text}
    </text>
  );
}

/** Which way each arrow value points, degrees clockwise from pointing right. */
const ARROW_TURNS: Readonly<Record<string, number>> = {
  [ARROW_RIGHT]: 0,
  [ARROW_LEFT]: 180,
  [ARROW_AHEAD]: 270,
};

/** A broad arrow with a triangular head, pointing the way `arrow` does ("←", "↑", "→"). */
function ArrowMark({ field, arrow }: { field: ValueField; arrow: string }) {
  const turn = ARROW_TURNS[arrow];
  const length = field.arrow?.length ?? 0;
  if (turn === undefined || length <= 0) return null;
  const half = length / 2;
  const shaft = length * 0.1;
  const head = length * 0.38;
  const headHalf = length * 0.28;
  const d = [
    `M${-half} ${-shaft}`,
    `H${half - head}`,
    `V${-headHalf}`,
    `L${half} 0`,
    `L${half - head} ${headHalf}`,
    `V${shaft}`,
    `H${-half}`,
    "Z",
  ].join(" ");
  return (
    <path
      className="face-arrow"
      d={d}
      fill={field.ink}
      transform={`translate(${field.x} ${field.y}) rotate(${turn})`}
    />
  );
}

function ValueOverlay({ field, text, id }: { field: ValueField; text: string; id: string }) {
  const { cover, over, lines } = field;
  // A face of several lines draws each ("8-17", "(8-14)", "9-12"), the block centred where
  // the picture's is; any other face draws its text as one line.
  const rows = lines ? text.split("\n") : [text];
  const top = field.y - (lines ? ((rows.length - 1) * lines.pitch) / 2 : 0);
  return (
    <>
      {"circle" in cover ? (
        <circle {...cover.circle} fill={field.fill} />
      ) : (
        <rect
          x={cover.rect[0]}
          y={cover.rect[1]}
          width={cover.rect[2]}
          height={cover.rect[3]}
          fill={field.fill}
        />
      )}
      {field.arrow ? (
        <ArrowMark field={field} arrow={text} />
      ) : (
        rows.map((row, index) => (
          <ValueLine
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is what it is.
            key={index}
            field={field}
            text={row}
            y={top + index * (lines?.pitch ?? 0)}
            ink={lines?.inks?.[index] ?? field.ink}
          />
        ))
      )}
      {typeof over === "object" && (
        <g stroke="#000000" strokeWidth={over.width} clipPath={`url(#${id})`}>
          <clipPath id={id}>
            <circle {...over.clip} />
          </clipPath>
          {over.stripes.map(([x1, y1, x2, y2]) => (
            <line key={`${x1},${y1}`} x1={x1} y1={y1} x2={x2} y2={y2} />
          ))}
        </g>
      )}
      {over === "red-slash" && (
        <line x1={82} y1={18} x2={18} y2={82} stroke={RED} strokeWidth={6} />
      )}
      {over === "corner-slash" && (
        <line x1={93} y1={7} x2={7} y2={93} stroke={RED} strokeWidth={6} />
      )}
    </>
  );
}

/**
 * The face of sign `code` with `value` (its picture's own value when undefined), drawn into
 * the box at x, y of `width` (its height follows the face's aspect). `href` is the picture,
 * drawn as the sign figure draws a face without a value (sign-figure.tsx FacePicture).
 */
export function SignFace({ code, value, href, x = 0, y = 0, width }: FaceProps) {
  // A pilvejviser pointing left is its right-pointing picture mirrored: the point, the
  // pictogram and the bar change sides, as on the sign (it carries no text to turn round).
  if (pointsAWay(code)) {
    const left = value === ARROW_LEFT;
    return (
      <g transform={`translate(${x} ${y})`}>
        <g
          className={left ? "face-mirrored" : undefined}
          transform={left ? `translate(${width} 0) scale(-1 1)` : undefined}
        >
          <FacePicture code={code} href={href} width={width} />
        </g>
      </g>
    );
  }
  const field = FIELDS[code];
  const text = faceText(code, value);
  // A face without a value is its picture alone, placed itself: no group around it (a
  // 2,000-sign plan's printed map has an element per sign fewer to style, lay out and paint).
  if (!field || text === undefined || value === undefined) {
    return <FacePicture code={code} href={href} x={x} y={y} width={width} />;
  }
  // The field's units: 100 to the face's width, or to a portrait picture's drawn width.
  const portrait = field.portrait ?? 1;
  const scale = (width / 100) * portrait;
  const inset = (width - width * portrait) / 2;
  return (
    <g transform={`translate(${x} ${y})`}>
      <FacePicture code={code} href={href} width={width} />
      <g transform={portrait === 1 ? `scale(${scale})` : `translate(${inset} 0) scale(${scale})`}>
        <ValueOverlay field={field} text={text} id={`face-clip-${code.replace(".", "-")}`} />
      </g>
    </g>
  );
}

/**
 * A face with its value as a picture of its own, `size` wide (a plate is less tall): the
 * map's sign list and editor, and the printed legend. Named by its code unless decorative.
 */
export function SignFacePicture({
  code,
  value,
  size,
  decorative = false,
  className,
}: {
  code: string;
  value: string;
  size: number;
  decorative?: boolean;
  className?: string;
}) {
  const height = Math.round(size / faceAspect(code));
  return (
    <svg
      className={className}
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
