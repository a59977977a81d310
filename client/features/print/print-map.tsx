import { useStore } from "@nanostores/react";
import { memo, type ReactNode, useLayoutEffect, useMemo, useState } from "react";
import { $format, type Formatters } from "../../lib/format";
import type { LatLng } from "../../lib/geo";
import { kitMarks } from "../../lib/kit-lines";
import { LabelFigure, labelBox } from "../../lib/plan-drawing/label-figure";
import { KIT_MARK_GAPS, ShapeFigure } from "../../lib/plan-drawing/shape-figure";
import { textPosition } from "../../lib/plan-drawing/shape-geometry";
import { signFigureLayout } from "../../lib/plan-drawing/sign-figure";
import { type TextFont, textWidth } from "../../lib/plan-drawing/text-width";
import type { PlanLabel } from "../../lib/plan-model";
import { type BadgePlace, layOutPaper, type PaperText, type TextPlace } from "./badge-placement";
import { printingNow, useDrawnBeforePrint } from "./before-print";
import {
  baseMapOf,
  type Camera,
  nominalScale,
  projector,
  type Size,
  scaleBar,
  unprojector,
} from "./map-fit";
import type { Continues } from "./map-sheets";
import { printMessages } from "./messages";
import type { MeasuredShape, NumberedSign } from "./plan-document";
import { CANVAS_SIGNS, SignCanvas } from "./sign-canvas";
import { BADGE_RADIUS, badgeFontSize, MARKS, PaperFigure, SIGN_PX } from "./sign-marks";
import { utm32 } from "./utm32";
import type { WarningDistance } from "./warning-distances";

type Projector = ReturnType<typeof projector>;

/**
 * The signs drawn over the map: each face with its plates under it, by the renderer the
 * screen uses (sign-figure.tsx, the paper's look), its facing tick and its number badge
 * beside it, clear of other signs and of the tick (badge-placement.ts; further out with a leader where signs crowd).
 */
const SignLayer = memo(function SignLayer({
  signs,
  layout,
  paperOnly = false,
}: {
  signs: readonly NumberedSign[];
  layout: PaperLayout;
  /** Drawn for paper only: the screen shows the canvas (sign-canvas.tsx). */
  paperOnly?: boolean;
}) {
  return (
    <g className={paperOnly ? "print-map-signs paper-only" : "print-map-signs"}>
      {signs.map((sign, index) => {
        const { x, y } = layout.signs[index] as { x: number; y: number };
        const badge = layout.badges[index] as BadgePlace;
        const bx = badge.x - x;
        const by = badge.y - y;
        return (
          <g key={sign.id} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
            {badge.leader && (
              <line
                className="print-map-leader"
                x1={0}
                y1={0}
                x2={bx}
                y2={by}
                stroke={MARKS.leader.stroke}
                strokeWidth={MARKS.leader.width}
              />
            )}
            <line
              className="print-map-facing"
              x1={0}
              y1={0}
              x2={0}
              y2={-SIGN_PX}
              transform={`rotate(${sign.rotation})`}
              stroke={MARKS.facing.stroke}
              strokeWidth={MARKS.facing.width}
            />
            <PaperFigure code={sign.code} value={sign.value} plates={sign.subSigns} />
            <circle
              className="print-map-badge"
              cx={bx}
              cy={by}
              r={BADGE_RADIUS}
              fill={MARKS.badge.fill}
              stroke={MARKS.badge.stroke}
              strokeWidth={MARKS.badge.width}
            />
            <text
              className="print-map-badge-number"
              x={bx}
              y={by}
              fill={MARKS.number.fill}
              fontFamily={MARKS.number.family}
              fontWeight={MARKS.number.weight}
              fontSize={badgeFontSize(sign.number)}
            >
              {sign.number}
            </text>
          </g>
        );
      })}
    </g>
  );
});

/**
 * Lines and areas drawn over the map by the renderer the screen uses (their paper look),
 * each with its tag (L1…, A1…) where the screen writes its measure; and the text labels,
 * by the renderer the screen's labels use (label-figure.tsx).
 */
const ShapeLayer = memo(function ShapeLayer({
  shapes,
  labels,
  at,
  layout,
}: {
  shapes: readonly MeasuredShape[];
  labels: readonly PlanLabel[];
  at: Projector;
  layout: PaperLayout;
}) {
  return (
    <g className="print-map-shapes">
      {shapes.map(({ tag, shape, kit }, index) => {
        const points = shape.points.map(at);
        return (
          <g key={shape.id}>
            <ShapeFigure
              kind={shape.kind}
              pixels={points}
              look="paper"
              kit={kitMarks(shape.points, points, kit, KIT_MARK_GAPS.paper)}
            />
            <PlacedText
              place={layout.texts[index] as TextPlace}
              anchor={layout.anchors[index] as { x: number; y: number }}
            >
              {(at) => (
                <text className="print-map-tag" x={at.x} y={at.y}>
                  {layout.words[index] ?? tag}
                </text>
              )}
            </PlacedText>
          </g>
        );
      })}
      {labels.map((label, index) => (
        <PlacedText
          key={label.id}
          place={layout.texts[shapes.length + index] as TextPlace}
          anchor={layout.anchors[shapes.length + index] as { x: number; y: number }}
        >
          {(at) => <LabelFigure text={label.text} x={at.x} y={at.y} look="paper" />}
        </PlacedText>
      ))}
    </g>
  );
});

/**
 * A text (a shape's tag, a label, a warning sign's distance) drawn where the layout put
 * it, with a leader to its own place when moved far.
 */
function PlacedText({
  place,
  anchor,
  children: draw,
}: {
  place: TextPlace;
  anchor: { x: number; y: number };
  children: (at: { x: number; y: number }) => ReactNode;
}) {
  return (
    <>
      {place.leader && (
        <line className="print-map-leader" x1={anchor.x} y1={anchor.y} x2={place.x} y2={place.y} />
      )}
      {draw(place)}
    </>
  );
}

/** A sheet without warning distances (one array, so the layout is not redone each render). */
const NO_DISTANCES: readonly WarningDistance[] = [];
const NO_PARTS: readonly PartFrame[] = [];

/** Where the signs, their badges and the texts fall on this sheet (badge-placement.ts). */
type PaperLayout = {
  signs: { x: number; y: number }[];
  badges: BadgePlace[];
  /** The shapes' tags, then the labels, then the warning signs' distances, as placed. */
  texts: TextPlace[];
  /** Where each of those texts belongs. */
  anchors: { x: number; y: number }[];
  /** What each shape writes on paper: its tag (L1, A1…), or a dimension's length. */
  words: string[];
  /** Where the distances start in `texts` and `anchors`, and what each writes. */
  distancesFrom: number;
  distanceWords: string[];
};

// The tags' font (print.css): bold 10 px; a warning sign's distance, bold 9 px. (A label's
// box is the label figure's.)
const TAG_TEXT: TextFont = { size: 10, weight: 700, advance: 0.62 };
const DISTANCE_TEXT: TextFont = { size: 9, weight: 700, advance: 0.62 };
// Estimated, not measured: the paper's layout stays the same on every machine.
const textBox = (text: string, font = TAG_TEXT) => ({
  width: textWidth(text, font, false) + 4,
  height: font.size * 1.3,
});

function paperLayout(
  signs: readonly NumberedSign[],
  shapes: readonly MeasuredShape[],
  labels: readonly PlanLabel[],
  distances: readonly WarningDistance[],
  at: Projector,
  format: Formatters,
): PaperLayout {
  const words = shapes.map((item) =>
    item.shape.kind === "dimension" ? format.distance(item.size) : item.tag,
  );
  const points = signs.map((sign) => ({
    ...at(sign.position),
    rotation: sign.rotation,
    below: signFigureLayout(sign.subSigns, SIGN_PX, "paper").bottom - SIGN_PX / 2,
  }));
  const distanceWords = distances.map((item) => format.distance(item.metres));
  const anchors = [
    // A tag goes where the screen writes the shape's measure (one text position).
    ...shapes.map(({ shape, line }) => textPosition(line, shape.points.map(at))),
    ...labels.map((label) => at(label.position)),
    // A warning sign's distance is written on its line beside the sign.
    ...distances.map((item, index) =>
      besideSign(item.path.map(at), textBox(distanceWords[index] ?? "", DISTANCE_TEXT).width),
    ),
  ];
  const texts = [
    ...words.map((word, index) => ({ ...anchors[index], ...textBox(word) })),
    ...labels.map((label, index) => ({
      ...anchors[shapes.length + index],
      ...labelBox(label.text, "paper"),
    })),
    ...distanceWords.map((word, index) => ({
      ...anchors[shapes.length + labels.length + index],
      ...textBox(word, DISTANCE_TEXT),
    })),
  ] as PaperText[];
  const placed = layOutPaper(points, texts, {
    face: SIGN_PX / 2,
    tick: SIGN_PX,
    radius: BADGE_RADIUS,
  });
  return {
    signs: points,
    badges: placed.badges,
    texts: placed.texts,
    anchors,
    words,
    distancesFrom: shapes.length + labels.length,
    distanceWords,
  };
}

/**
 * Each warning sign's distance to its work zone: a dashed line from the sign to the zone's
 * edge, its length written on it beside the sign, or where the layout found room clear of
 * the signs.
 */
const DistanceLayer = memo(function DistanceLayer({
  distances,
  at,
  layout,
}: {
  distances: readonly WarningDistance[];
  at: Projector;
  layout: PaperLayout;
}) {
  return (
    <g className="print-map-distances">
      {distances.map((item, index) => {
        const points = item.path.map(at);
        const text = layout.distancesFrom + index;
        return (
          <g key={item.id}>
            <polyline points={points.map(({ x, y }) => `${x},${y}`).join(" ")} />
            <PlacedText
              place={layout.texts[text] as TextPlace}
              anchor={layout.anchors[text] as { x: number; y: number }}
            >
              {(place) => (
                <text x={place.x} y={place.y}>
                  {layout.distanceWords[index]}
                </text>
              )}
            </PlacedText>
          </g>
        );
      })}
    </g>
  );
});

type Pixel = { x: number; y: number };

/** A line's pixels' length. */
const pixelLength = (points: readonly Pixel[]) =>
  points.slice(1).reduce((sum, to, i) => {
    const from = points[i] as Pixel;
    return sum + Math.hypot(to.x - from.x, to.y - from.y);
  }, 0);

/** The point `distance` pixels along a line from its first point (its last, past its end). */
function pointAlong(points: readonly Pixel[], distance: number): Pixel {
  let left = distance;
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1] as Pixel;
    const to = points[i] as Pixel;
    const step = Math.hypot(to.x - from.x, to.y - from.y);
    if (left <= step && step > 0) {
      const t = left / step;
      return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
    }
    left -= step;
  }
  return points.at(-1) ?? { x: 0, y: 0 };
}

/**
 * Where a warning sign's distance is written: on its line just past the sign's picture, so
 * that it reads as that sign's (halfway along a way that follows the axis it stood among
 * other signs, or on another sheet); halfway along a line too short for that.
 */
const besideSign = (points: readonly Pixel[], textWidth: number) =>
  pointAlong(points, Math.min(pixelLength(points) / 2, SIGN_PX + textWidth / 2 + 4));

/**
 * The sheet's north-west and south-east corners in UTM zone 32N (whole metres), as the
 * authority reads positions; nothing outside Denmark's area, where zone 32 means nothing.
 */
function CornerCoordinates({ camera, size }: { camera: Camera; size: Size }) {
  const T = useStore(printMessages);
  const format = useStore($format);
  const positionAt = unprojector(camera, size);
  const corners = [
    { key: "nw", utm: utm32(positionAt(0, 0)) },
    { key: "se", utm: utm32(positionAt(size.width, size.height)) },
  ];
  return (
    <>
      {corners.map(({ key, utm }) =>
        utm ? (
          <p key={key} className={`print-corner print-corner-${key}`}>
            {T.cornerUtm({
              easting: format.number(Math.round(utm.easting)),
              northing: format.number(Math.round(utm.northing)),
            })}
          </p>
        ) : null,
      )}
    </>
  );
}

/** A part sheet's frame on the overview: the ground its paper covers, and its number. */
export type PartFrame = { number: number; northWest: LatLng; southEast: LatLng };

/** The part sheets' frames on the overview, each with its number in its top left corner. */
function PartFrames({ frames, at }: { frames: readonly PartFrame[]; at: Projector }) {
  return (
    <g className="print-map-parts">
      {frames.map((frame) => {
        const a = at(frame.northWest);
        const b = at(frame.southEast);
        return (
          <g key={frame.number}>
            <rect x={a.x} y={a.y} width={b.x - a.x} height={b.y - a.y} />
            {/* In the frame's corner: its middle is where the plan's signs are. */}
            <text x={a.x + 6} y={a.y + 11}>
              {frame.number}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** On a part sheet, at each edge the plan goes on past: the sheet it continues on. */
function ContinuesMarks({ continues }: { continues: Continues }) {
  const T = useStore(printMessages);
  return (
    <>
      {(Object.entries(continues) as [keyof Continues, number][]).map(([edge, number]) => (
        <p key={edge} className={`print-continues print-continues-${edge}`}>
          {T.continuesOn({ number })}
        </p>
      ))}
    </>
  );
}

/** Room beside the bar for half of its end's label, and the bar's geometry, in pixels. */
const BAR = { side: 24, tick: 7, labelBaseline: 17, height: 20 };

/**
 * The scale bar: a line of `pixels` with a tick at each end, "0" centred under the first
 * and the length under the last, so the labels' centres are the bar's ends on paper too.
 */
function ScaleBar({ pixels, length }: { pixels: number; length: string }) {
  const end = BAR.side + pixels;
  return (
    <svg
      className="print-scale-bar"
      width={pixels + 2 * BAR.side}
      height={BAR.height}
      aria-hidden="true"
    >
      <path d={`M${BAR.side} 1 V${BAR.tick} H${end} V1`} />
      <text x={BAR.side} y={BAR.labelBaseline}>
        0
      </text>
      <text x={end} y={BAR.labelBaseline}>
        {length}
      </text>
    </svg>
  );
}

/** Where the person reading the plan on a phone stands, and how sure the browser is. */
export type HereOnMap = { position: LatLng; accuracy: number };

/**
 * "You are here" (a shared plan at the site, issue 39): a dot at the position and a circle
 * of the accuracy's radius round it, in metres on the ground.
 */
function HereMark({ here, at }: { here: HereOnMap; at: Projector }) {
  const { x, y } = at(here.position);
  const north = at({
    lat: here.position.lat + here.accuracy / 111_195,
    lng: here.position.lng,
  });
  const radius = Math.max(Math.abs(y - north.y), 6);
  return (
    <g className="print-map-here">
      <circle className="print-map-here-accuracy" cx={x} cy={y} r={radius} />
      <circle className="print-map-here-dot" cx={x} cy={y} r={6} />
    </g>
  );
}

/** What the plan draws over the base map, in the sheet's CSS pixels. */
function Overlay({ size, children }: { size: Size; children: ReactNode }) {
  return (
    <svg
      className="print-map-overlay"
      width={size.width}
      height={size.height}
      viewBox={`0 0 ${size.width} ${size.height}`}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/**
 * Whether a map whose signs are on a canvas (`onCanvas`) draws them as SVG too, for paper:
 * from the page's first print on (Chromium's print, its "save as PDF" and `page.pdf()` all
 * send `beforeprint` first, and lay the page out once its handlers return), and at once for
 * a map first drawn while it is printed (print-screen.tsx draws a waiting plan then).
 */
function usePaperWanted(onCanvas: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  const waiting = onCanvas && !wanted;
  useDrawnBeforePrint(waiting, () => setWanted(true));
  // Drawn during a print (its handlers heard before this one listened): kept for the next.
  useLayoutEffect(() => {
    if (waiting && printingNow()) setWanted(true);
  }, [waiting]);
  return wanted || printingNow();
}

/**
 * The printed map: the base map an engine draws (`baseMap`, given the camera it is to
 * draw and the size of its box in CSS pixels), the plan drawn over it at the same camera,
 * a north arrow and a scale bar. The camera may be at any zoom (a standard scale's is
 * fractional): the base map is drawn at the whole zoom above it and shrunk onto the paper
 * (map-fit.ts wholeZoomBase).
 */
export function PrintMap({
  camera,
  size,
  signs,
  shapes,
  labels,
  distances = NO_DISTANCES,
  baseMap,
  label,
  parts = NO_PARTS,
  continues,
  here,
  onSignsDrawn,
}: {
  camera: Camera;
  size: Size;
  signs: readonly NumberedSign[];
  shapes: readonly MeasuredShape[];
  labels: readonly PlanLabel[];
  /** Warning signs' distances to their work zones, drawn as dimensions. */
  distances?: readonly WarningDistance[];
  baseMap?: (camera: Camera, size: Size) => ReactNode;
  /** What the figure is called: the sheet it is on. */
  label?: string;
  /** On the overview: the part sheets' frames (map-sheets.ts). */
  parts?: readonly PartFrame[];
  /** On a part sheet: the sheets the plan continues on past its edges. */
  continues?: Continues;
  /** Where the reader stands, when they asked (never on paper: the screen only). */
  here?: HereOnMap;
  /** Called once a canvas shows the signs (CANVAS_SIGNS and more; SVG shows at once). */
  onSignsDrawn?: () => void;
}) {
  const T = useStore(printMessages);
  const format = useStore($format);
  const bar = scaleBar(camera, size.width / 4);
  // One projector per camera and paper, so the memoised layers redraw only when they move.
  const at = useMemo(() => projector(camera, size), [camera, size]);
  const base = useMemo(() => baseMapOf(camera, size), [camera, size]);
  const baseSize = base.size;
  const layout = useMemo(
    () => paperLayout(signs, shapes, labels, distances, at, format),
    [signs, shapes, labels, distances, at, format],
  );
  const onCanvas = signs.length >= CANVAS_SIGNS;
  const paper = usePaperWanted(onCanvas);
  const signLayer = (!onCanvas || paper) && (
    <SignLayer signs={signs} layout={layout} paperOnly={onCanvas} />
  );
  const marks = (
    <>
      <PartFrames frames={parts} at={at} />
      {here && <HereMark here={here} at={at} />}
    </>
  );
  return (
    <figure
      className="print-map"
      style={{ width: size.width, height: size.height }}
      aria-label={label ?? T.mapLabel}
    >
      <div
        className="print-map-base"
        style={{
          width: baseSize.width,
          height: baseSize.height,
          zoom: base.shrink === 1 ? undefined : base.shrink,
        }}
      >
        {baseMap?.(base.camera, baseSize)}
      </div>
      <Overlay size={size}>
        <ShapeLayer shapes={shapes} labels={labels} at={at} layout={layout} />
        <DistanceLayer distances={distances} at={at} layout={layout} />
        {signLayer}
        {!onCanvas && marks}
      </Overlay>
      {onCanvas && (
        <>
          <SignCanvas signs={signs} places={layout} size={size} onDrawn={onSignsDrawn} />
          {/* Over the canvas, as they are over the signs on paper. */}
          <Overlay size={size}>{marks}</Overlay>
        </>
      )}
      <CornerCoordinates camera={camera} size={size} />
      {continues && <ContinuesMarks continues={continues} />}
      <svg className="print-north-arrow" width="36" height="52" viewBox="0 0 36 52" role="img">
        <title>{T.north}</title>
        <path d="M18 16 L28 46 L18 39 L8 46 Z" />
        <text x="18" y="12">
          N
        </text>
      </svg>
      <div className="print-scale">
        <ScaleBar pixels={bar.pixels} length={format.distance(bar.metres)} />
        <p>
          {T.scale} 1:{format.number(nominalScale(camera))}
        </p>
      </div>
    </figure>
  );
}
