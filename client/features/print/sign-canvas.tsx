import { useLayoutEffect, useRef } from "react";
import type { SubSign } from "../../lib/marker-model";
import { faceAspect } from "../../lib/plan-drawing/face-aspect";
import { MISSING_FACE, signFigureLayout } from "../../lib/plan-drawing/sign-figure";
import type { BadgePlace } from "./badge-placement";
import type { Size } from "./map-fit";
import { pictureDataUrl } from "./picture-data";
import type { NumberedSign } from "./plan-document";
import { BADGE_RADIUS, badgeFontSize, MARKS, PaperFigure, SIGN_PX } from "./sign-marks";

/**
 * From how many signs a printed map draws them on a canvas on the screen (SignCanvas),
 * and as SVG only for paper.
 *
 * Why (issue 39): each sign is some five SVG elements (its figure, facing tick, badge and
 * number), and a 2,000-sign plan's ~10,000 held its shared view's first screen (React's
 * commit, then the browser's style, layout and paint of them): `npm run bench:share` had
 * its first visit 250–600 ms behind a 40-sign plan's on the same machine, and 120–240 ms
 * with the canvas (the page's elements 11,673 before, 1,555 after). A few hundred signs
 * cost a frame or two: drawn as SVG, as on paper.
 */
export const CANVAS_SIGNS = 300;

/** A sign's figure: what differs between two signs' pictures (not where or how turned). */
type Figure = { code: string; value?: string; plates: readonly SubSign[] };

const figureKey = (sign: Figure) =>
  JSON.stringify([sign.code, sign.value ?? null, sign.plates.map((p) => [p.code, p.text ?? null])]);

/**
 * A figure as a picture, rasterised once at the canvas's pixel ratio: drawn `box` (its
 * extent round the sign's point) from the point. Stamping a bitmap is a copy; an SVG image
 * is drawn again from its vectors each time.
 */
type FigurePicture = { image: HTMLCanvasElement | null; box: FigureBox };

type FigureBox = { x: number; y: number; width: number; height: number };

/**
 * What a figure covers round its sign's point, from the paper's layout of it (the face
 * SIGN_PX wide centred on the point, the plates under it) and a pixel to spare: measured
 * with getBBox, it laid the page out (~50 ms) before the map had its first frame.
 */
function figureBox(figure: Figure): FigureBox {
  const layout = signFigureLayout(figure.plates, SIGN_PX, "paper");
  const width = Math.max(SIGN_PX, ...layout.plates.map((plate) => plate.width)) + 2;
  const top = -SIGN_PX / 2 - 1;
  const bottom = Math.max(layout.bottom, SIGN_PX / faceAspect(figure.code) - SIGN_PX / 2) + 1;
  return { x: -width / 2, y: top, width, height: bottom - top };
}

/**
 * A figure drawn by the paper's renderer (in the hidden `<g>`), as one picture: its SVG with
 * the sign pictures it refers to written into it (an SVG drawn as an image loads nothing),
 * decoded. Null when it cannot be made (a picture missing: the canvas marks the face).
 */
async function figurePicture(
  group: SVGGElement,
  figure: Figure,
  ratio: number,
): Promise<FigurePicture> {
  const box = figureBox(figure);
  let markup = new XMLSerializer().serializeToString(group);
  const urls = [...new Set([...markup.matchAll(/ href="([^"#][^"]*)"/g)].map((m) => m[1] ?? ""))];
  for (const url of urls) {
    const data = await pictureDataUrl(url);
    if (!data) return { image: null, box };
    markup = markup.replaceAll(` href="${url}"`, ` href="${data}"`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}">${markup}</svg>`;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  try {
    await image.decode();
  } catch {
    return { image: null, box };
  }
  const bitmap = document.createElement("canvas");
  bitmap.width = Math.ceil(box.width * ratio);
  bitmap.height = Math.ceil(box.height * ratio);
  bitmap.getContext("2d")?.drawImage(image, 0, 0, bitmap.width, bitmap.height);
  return { image: bitmap, box };
}

/** Each figure's picture once it was asked for, and once it is made (by figure key). */
const figurePictures = new Map<string, Promise<FigurePicture>>();
const madePictures = new Map<string, FigurePicture>();

/** Where each sign and its badge go on the sheet (print-map.tsx's paper layout). */
type Places = { signs: readonly { x: number; y: number }[]; badges: readonly BadgePlace[] };

/** Each sign's marks on the canvas, its figure stamped from its made picture. */
function drawSigns(
  context: CanvasRenderingContext2D,
  signs: readonly NumberedSign[],
  figures: Figures,
  places: Places,
  size: Size,
) {
  const margin = 4 * SIGN_PX;
  signs.forEach((sign, index) => {
    const at = places.signs[index];
    const badge = places.badges[index];
    if (!at || !badge) return;
    // Off the sheet (its figure and badge too): nothing of it shows.
    if (
      at.x < -margin ||
      at.y < -margin ||
      at.x > size.width + margin ||
      at.y > size.height + margin
    )
      return;
    if (badge.leader) {
      context.beginPath();
      context.moveTo(at.x, at.y);
      context.lineTo(badge.x, badge.y);
      context.strokeStyle = MARKS.leader.stroke;
      context.lineWidth = MARKS.leader.width;
      context.stroke();
    }
    // The facing tick: SIGN_PX from the point towards where the face points (compass degrees).
    const turn = (sign.rotation * Math.PI) / 180;
    context.beginPath();
    context.moveTo(at.x, at.y);
    context.lineTo(at.x + SIGN_PX * Math.sin(turn), at.y - SIGN_PX * Math.cos(turn));
    context.strokeStyle = MARKS.facing.stroke;
    context.lineWidth = MARKS.facing.width;
    context.stroke();
    const picture = madePictures.get(figures.keys[index] ?? "");
    if (picture?.image) {
      const { box } = picture;
      context.drawImage(picture.image, at.x + box.x, at.y + box.y, box.width, box.height);
    } else {
      // As the paper's renderer marks a face whose picture is missing: a box with its code.
      context.fillStyle = MISSING_FACE.fill;
      context.strokeStyle = MISSING_FACE.rim;
      context.lineWidth = 1;
      context.fillRect(at.x - SIGN_PX / 2, at.y - SIGN_PX / 2, SIGN_PX, SIGN_PX);
      context.strokeRect(at.x - SIGN_PX / 2, at.y - SIGN_PX / 2, SIGN_PX, SIGN_PX);
      context.fillStyle = MISSING_FACE.ink;
      context.font = `700 6px ${MARKS.number.family}`;
      context.fillText(sign.code, at.x, at.y, SIGN_PX - 2);
    }
    context.beginPath();
    context.arc(badge.x, badge.y, BADGE_RADIUS, 0, 2 * Math.PI);
    context.fillStyle = MARKS.badge.fill;
    context.fill();
    context.strokeStyle = MARKS.badge.stroke;
    context.lineWidth = MARKS.badge.width;
    context.stroke();
    context.fillStyle = MARKS.number.fill;
    context.font = `${MARKS.number.weight} ${badgeFontSize(sign.number)}px ${MARKS.number.family}`;
    context.fillText(String(sign.number), badge.x, badge.y);
  });
}

/** The distinct figures of a list of signs, by key, and each sign's figure's key in turn. */
type Figures = { byKey: ReadonlyMap<string, Figure>; keys: readonly string[] };

const figuresBySigns = new WeakMap<readonly NumberedSign[], Figures>();

/**
 * The figures of `signs`, worked out once per list (the print view's SignFigures and each
 * sheet's canvas are given the same one).
 */
function figuresOf(signs: readonly NumberedSign[]): Figures {
  let figures = figuresBySigns.get(signs);
  if (!figures) {
    const byKey = new Map<string, Figure>();
    const keys = signs.map((sign) => {
      const figure = { code: sign.code, value: sign.value, plates: sign.subSigns };
      const key = figureKey(figure);
      byKey.set(key, figure);
      return key;
    });
    figures = { byKey, keys };
    figuresBySigns.set(signs, figures);
  }
  return figures;
}

const pixelRatio = () => (typeof window === "undefined" ? 1 : window.devicePixelRatio || 1);

/**
 * The distinct figures of `signs`, drawn out of sight by the paper's renderer and made
 * pictures for the canvas (each once a page). The print view draws them as soon as it has
 * the plan, so that the canvas is drawn in the commit that brings it (made only then, their
 * pictures came 0.2 s after it on a 2,000-sign plan's first visit, behind the page's other
 * work); a canvas draws those it still lacks itself.
 */
export function SignFigures({ signs }: { signs: readonly NumberedSign[] }) {
  const drawings = useRef<SVGSVGElement>(null);
  const { byKey } = figuresOf(signs);
  useLayoutEffect(() => {
    const ratio = pixelRatio();
    for (const group of drawings.current?.querySelectorAll<SVGGElement>("g[data-figure]") ?? []) {
      const key = group.dataset.figure ?? "";
      const figure = byKey.get(key);
      if (!figure || figurePictures.has(key)) continue;
      const made = figurePicture(group, figure, ratio).then((picture) => {
        madePictures.set(key, picture);
        return picture;
      });
      figurePictures.set(key, made);
    }
  }); // After each render: only the figures it drew are there, and not yet asked for.
  return (
    <svg ref={drawings} className="print-sign-figures" aria-hidden="true">
      {[...byKey].map(([key, figure]) =>
        figurePictures.has(key) ? null : (
          <g key={key} data-figure={key}>
            <PaperFigure code={figure.code} value={figure.value} plates={figure.plates} />
          </g>
        ),
      )}
    </svg>
  );
}

/**
 * The signs over a printed map on a canvas, for the screen (CANVAS_SIGNS and more): the
 * same figures, ticks, badges and leaders as the paper's SVG, drawn from the same layout,
 * each figure stamped from its picture (SignFigures). `onDrawn` is called once the canvas
 * shows them (or shows what could be drawn): in the commit that brings it when their
 * pictures are made, else once they are.
 */
export function SignCanvas({
  signs,
  places,
  size,
  onDrawn,
}: {
  signs: readonly NumberedSign[];
  places: Places;
  size: Size;
  onDrawn?: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The latest callback, without drawing again when only it changed.
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;
  const ratio = pixelRatio();
  // After SignFigures' (a child's layout effect runs first): every figure is asked for.
  useLayoutEffect(() => {
    const figures = figuresOf(signs);
    const keys = [...figures.byKey.keys()];
    const draw = () => {
      const context = canvas.current?.getContext("2d");
      if (context) {
        context.setTransform(ratio, 0, 0, ratio, 0, 0);
        context.clearRect(0, 0, size.width, size.height);
        context.textAlign = "center";
        context.textBaseline = "middle";
        drawSigns(context, signs, figures, places, size);
      }
      drawn.current?.();
    };
    if (keys.every((key) => madePictures.has(key))) {
      draw();
      return;
    }
    let current = true;
    void Promise.all(keys.map((key) => figurePictures.get(key)))
      .catch((error: unknown) => console.warn("The signs' pictures could not be made", error))
      .then(() => {
        if (current) draw();
      });
    return () => {
      current = false;
    };
  }, [signs, places, size, ratio]);
  // Hidden from screen readers as the paper's SVG is: the sign list says what is drawn.
  return (
    <div aria-hidden="true">
      <SignFigures signs={signs} />
      <canvas
        ref={canvas}
        className="print-map-sign-canvas"
        width={Math.round(size.width * ratio)}
        height={Math.round(size.height * ratio)}
        style={{ width: size.width, height: size.height }}
      />
    </div>
  );
}
