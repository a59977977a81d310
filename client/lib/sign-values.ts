/**
 * Signs whose face carries a number or a short text (issue 26): which signs, what kind of
 * value, the value the catalogue's picture shows (a sign without a value of its own shows
 * that one), the choices offered, and the face text a value is stored and drawn as.
 *
 * A value is stored as the sign writes it, in Danish, since the sign is Danish: "50" on
 * C 55, "3,5 m" on C 42, "5 t" on C 31; a plate's (U 1, U 2, U 3) is its sub-sign text,
 * "200 m". RULES.md, "Speed signs and plates with a value".
 *
 * A face of several lines (the time plates U 3,3 and U 3,6: weekdays, Saturdays in
 * parentheses, Sundays and holidays) keeps its lines in the one text, a line feed ("\n")
 * between them, top line first: "8-17\n(8-14)\n9-12". Each line is trimmed, and empty lines
 * at the start and the end are dropped (a marker's texts are kept trimmed, marker-model.ts);
 * an empty line between two others stays, as a gap on the plate.
 */

export type SignValueKind = "speed" | "metres" | "tonnes" | "text" | "arrow" | "pointing";

export type SignValueSpec = {
  kind: SignValueKind;
  /** The value the public-domain picture shows. */
  shown: string;
  /** The most lines the face holds, for a text of several lines (U 3,3); else one. */
  lines?: number;
};

/** Speed limits 30–130 by 10, the ones road works use most first. */
export const SPEED_CHOICES: readonly string[] = [
  "50",
  "60",
  "70",
  "80",
  "40",
  "30",
  "90",
  "100",
  "110",
  "120",
  "130",
];

/**
 * The arrows a detour sign may carry (BEK 426 § 305: on F 34,1 Omkørselsrute "an arrow to
 * the right or to the left, and for straight ahead on stretches an arrow pointing up"),
 * stored as the arrow itself, so a file or a CSV reads the same in any language.
 */
export const ARROW_LEFT = "←";
export const ARROW_AHEAD = "↑";
export const ARROW_RIGHT = "→";
export const ARROW_CHOICES: readonly string[] = [ARROW_LEFT, ARROW_AHEAD, ARROW_RIGHT];

/**
 * The ways a flag-type sign may point (F 34,2 Pilvejviser for omkørselsrute): a pilvejviser
 * stands at the junction and its point shows the way (BEK 426's F 11–14 Pilvejvisere "opsættes
 * i kryds", as teoribogonline.dk quotes it), so it points left or right. Stored as the arrow,
 * like a detour sign's; the catalogue's picture points right.
 */
export const POINTING_CHOICES: readonly string[] = [ARROW_LEFT, ARROW_RIGHT];

/** Keyed by the catalogue's compact code. */
const SIGN_VALUES: Readonly<Record<string, SignValueSpec>> = {
  C55: { kind: "speed", shown: "60" },
  C56: { kind: "speed", shown: "60" },
  D55: { kind: "speed", shown: "50" },
  D56: { kind: "speed", shown: "50" },
  E39: { kind: "speed", shown: "60" },
  E40: { kind: "speed", shown: "60" },
  UA41: { kind: "speed", shown: "40" },
  C31: { kind: "tonnes", shown: "5 t" },
  C32: { kind: "tonnes", shown: "20 t" },
  C41: { kind: "metres", shown: "2 m" },
  C42: { kind: "metres", shown: "3,5 m" },
  C43: { kind: "metres", shown: "10 m" },
  "U1.1": { kind: "text", shown: "500 m" },
  "U1.2": { kind: "text", shown: "500 m" },
  "U2.1": { kind: "text", shown: "200-800 m" },
  "U2.2": { kind: "text", shown: "200-800 m" },
  "U3.1": { kind: "text", shown: "1 time" },
  "U3.4": { kind: "text", shown: "1 time" },
  E41: { kind: "speed", shown: "40" },
  "E68.4": { kind: "speed", shown: "40" },
  "E69.4": { kind: "speed", shown: "40" },
  "U3.2": { kind: "text", shown: "Onsdag" },
  "U3.5": { kind: "text", shown: "Onsdag" },
  "U3.3": { kind: "text", shown: "8-17\n(8-14)\n9-12", lines: 3 },
  "U3.6": { kind: "text", shown: "8-17\n(8-14)\n9-12", lines: 3 },
  // The picture carries no arrow: "" is the face as pictured.
  "F34.1": { kind: "arrow", shown: "" },
  // The picture points right: "→" is the face as pictured, "←" its mirror image.
  "F34.2": { kind: "pointing", shown: ARROW_RIGHT },
};

/** What value a sign's face carries, or undefined for a sign whose face has none. */
export function signValueSpec(code: string): SignValueSpec | undefined {
  return SIGN_VALUES[code];
}

/**
 * Whether a sign's face carries a value the product draws (plan-drawing/sign-face.tsx has
 * a field for each of these codes).
 */
export function carriesValue(code: string): boolean {
  return code in SIGN_VALUES;
}

/** The text on a sign's face: its own value, else the one its picture shows. */
export function faceText(code: string, value: string | undefined): string | undefined {
  return value ?? signValueSpec(code)?.shown;
}

/** Longest line of a face's text kept: a plate holds a short text, not a note. */
export const MAX_LINE_LENGTH = 24;

/** The most lines a face holds (U 3,3: weekdays, Saturdays, Sundays and holidays). */
const MAX_LINES = 3;

/** Longest face text kept: three lines of MAX_LINE_LENGTH and the line feeds between them. */
export const MAX_VALUE_LENGTH = MAX_LINES * (MAX_LINE_LENGTH + 1) - 1;

/** The most lines `code`'s face holds: one unless it is a plate of several (U 3,3). */
export function faceLines(code: string): number {
  return signValueSpec(code)?.lines ?? 1;
}

/**
 * A text of several lines as it is kept ("8-17\n(8-14)\n9-12"): Windows and old Mac line
 * ends become "\n", each line is trimmed, empty lines at the start and the end are dropped.
 */
export function keptLines(input: string): string {
  return input
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .join("\n")
    .trim();
}

const MEASURE = /^\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(m|t)?\s*$/i;

/**
 * A text cut to what `code`'s face holds, as a field's maximum length cuts what is pasted
 * into it: its lines (one, or three on U 3,3), each MAX_LINE_LENGTH long at most.
 */
export function fitToFace(code: string, input: string): string {
  return input
    .split(/\r\n?|\n/)
    .slice(0, faceLines(code))
    .map((line) => line.slice(0, MAX_LINE_LENGTH))
    .join("\n");
}

/**
 * A value as the sign writes it, from what a person typed ("3.5", "3,5 m", " 50 "), or
 * null when it is not one this sign can carry. Empty input means "the default": undefined.
 */
export function signValueFromInput(code: string, input: string): string | undefined | null {
  const spec = signValueSpec(code);
  const trimmed = input.trim();
  if (!spec) return null;
  if (trimmed === "") return undefined;
  switch (spec.kind) {
    case "speed":
      return SPEED_CHOICES.includes(trimmed) ? trimmed : null;
    case "arrow":
      return ARROW_CHOICES.includes(trimmed) ? trimmed : null;
    case "pointing":
      return POINTING_CHOICES.includes(trimmed) ? trimmed : null;
    case "metres":
    case "tonnes": {
      const match = MEASURE.exec(trimmed);
      const unit = spec.kind === "metres" ? "m" : "t";
      if (!match?.[1] || (match[2] && match[2].toLowerCase() !== unit)) return null;
      const number = Number(match[1].replace(",", "."));
      if (!(number > 0)) return null;
      return `${String(number).replace(".", ",")} ${unit}`;
    }
    case "text": {
      const lines = keptLines(trimmed).split("\n");
      return lines.length <= (spec.lines ?? 1) &&
        lines.every((line) => line.length <= MAX_LINE_LENGTH)
        ? lines.join("\n")
        : null;
    }
  }
}

/** The number a measure's face text holds, for an input field ("3,5 m" -> "3,5"). */
export function measureNumber(value: string): string {
  return value.replace(/\s*[mt]$/i, "");
}
