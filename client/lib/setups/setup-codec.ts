/**
 * Reads a stored or imported set-up (planners will save and share their own): every field
 * this build uses is checked and the first problems are reported by where they are
 * ("items[3].at.distance.metres: …"), so a person can be told why a file was refused. Fields
 * this build does not know are kept as they came. Input is bounded (text size, items, text
 * lengths, distances) so a hostile or broken file cannot make laying it hang or flood a plan.
 */
import { isRecord } from "../json-checks";
import { ROAD_CLASSES } from "./road-rules";
import { PATH_KINDS, SETUP_FORMAT_VERSION, type Setup } from "./setup-model";

/** Largest set-up text read, characters: a real one is a few kilobytes. */
export const MAX_SETUP_TEXT = 200_000;
export const MAX_SETUP_ITEMS = 200;
export const MAX_SUB_SIGNS = 4;
/** The most points of a path (a pedestrian route, a fence). */
export const MAX_PATH_POINTS = 50;
/** Farthest an item may stand from the works, along or across the road, metres. */
export const MAX_SETUP_METRES = 5_000;
/**
 * Lines of kit in a set-up, and items (or lamps) along one line as laid over the set-up's
 * works length: caps a planner never meets (a 5 km closure at 6 m is 834 cones) but a file
 * could (issue 41 item 3: 200 lines at 0.5 m over 5 km tapers froze the map for minutes).
 */
export const MAX_KIT_LINES = 20;
export const MAX_KIT_PER_LINE = 1_000;
const MAX_TEXT = 200;
const MAX_ERRORS = 10;
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Catalogue codes are compact: "A39", "N44.2", "UA41". */
const CODE = /^[A-Z]{1,3}\d{1,3}(\.\d{1,2})?$/;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export type SetupReadResult = { ok: true; setup: Setup } | { ok: false; errors: string[] };

class Problems {
  readonly errors: string[] = [];
  add(path: string, problem: string): false {
    if (this.errors.length < MAX_ERRORS) this.errors.push(`${path}: ${problem}`);
    return false;
  }
}

function text(p: Problems, path: string, value: unknown, optional = false): boolean {
  if (value === undefined && optional) return true;
  if (typeof value !== "string" || value.trim() === "") return p.add(path, "not a text");
  return value.length <= MAX_TEXT || p.add(path, `longer than ${MAX_TEXT} characters`);
}

function oneOf(p: Problems, path: string, value: unknown, allowed: readonly string[]): boolean {
  return (
    (typeof value === "string" && allowed.includes(value)) ||
    p.add(path, `not one of ${allowed.join(", ")}`)
  );
}

function number(p: Problems, path: string, value: unknown, min: number, max: number): boolean {
  return (
    (typeof value === "number" && Number.isFinite(value) && value >= min && value <= max) ||
    p.add(path, `not a number from ${min} to ${max}`)
  );
}

function record(p: Problems, path: string, value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return p.add(path, "not an object");
  const bad = Object.keys(value).find((key) => FORBIDDEN_KEYS.has(key));
  return bad === undefined || p.add(path, `holds a field named ${bad}`);
}

function localText(p: Problems, path: string, value: unknown, optional = false): boolean {
  if (value === undefined && optional) return true;
  if (!record(p, path, value)) return false;
  return text(p, `${path}.en`, value.en) && text(p, `${path}.da`, value.da);
}

function distance(p: Problems, path: string, value: unknown, optional = false): boolean {
  if (value === undefined && optional) return true;
  if (!record(p, path, value)) return false;
  if (!number(p, `${path}.metres`, value.metres, 0, MAX_SETUP_METRES)) return false;
  if (value.rule !== undefined && !(typeof value.rule === "string" && ID.test(value.rule))) {
    return p.add(`${path}.rule`, "not a rule id");
  }
  if (value.practice !== undefined && value.practice !== true) {
    return p.add(`${path}.practice`, "not true");
  }
  if (value.rule === undefined && value.practice === undefined) {
    return p.add(path, "names no rule and is not marked as a practice value");
  }
  return true;
}

function params(p: Problems, path: string, value: unknown): boolean {
  if (!record(p, path, value)) return false;
  return [
    oneOf(p, `${path}.roadClass`, value.roadClass, ROAD_CLASSES),
    number(p, `${path}.speedLimit`, value.speedLimit, 5, 130),
    typeof value.builtUp === "boolean" || p.add(`${path}.builtUp`, "not true or false"),
    oneOf(p, `${path}.closedSide`, value.closedSide, ["right", "left"]),
    number(p, `${path}.worksLength`, value.worksLength, 1, MAX_SETUP_METRES),
    typeof value.twoWay === "boolean" || p.add(`${path}.twoWay`, "not true or false"),
    number(p, `${path}.speedPast`, value.speedPast, 5, 130),
  ].every(Boolean);
}

function condition(p: Problems, path: string, value: unknown): boolean {
  if (value === undefined) return true;
  if (!record(p, path, value)) return false;
  return [
    value.builtUp === undefined ||
      typeof value.builtUp === "boolean" ||
      p.add(`${path}.builtUp`, "not true or false"),
    value.twoWay === undefined ||
      typeof value.twoWay === "boolean" ||
      p.add(`${path}.twoWay`, "not true or false"),
    value.maxSpeedLimit === undefined ||
      number(p, `${path}.maxSpeedLimit`, value.maxSpeedLimit, 0, 200),
    value.minSpeedLimit === undefined ||
      number(p, `${path}.minSpeedLimit`, value.minSpeedLimit, 0, 200),
  ].every(Boolean);
}

function code(p: Problems, path: string, value: unknown): boolean {
  return (typeof value === "string" && CODE.test(value)) || p.add(path, "not a sign code");
}

/** Where along the road an item stands (setup-model.ts `AlongRoad`). */
function alongRoad(p: Problems, path: string, at: unknown): boolean {
  return (
    record(p, path, at) &&
    [
      oneOf(p, `${path}.anchor`, at.anchor, ["entry", "exit"]),
      oneOf(p, `${path}.relation`, at.relation, ["before", "after"]),
      distance(p, `${path}.distance`, at.distance),
    ].every(Boolean)
  );
}

function sign(p: Problems, path: string, item: Record<string, unknown>): boolean {
  const checks = [
    code(p, `${path}.code`, item.code),
    item.value === undefined || text(p, `${path}.value`, item.value),
    oneOf(p, `${path}.side`, item.side, ["right", "left", "closed"]),
    distance(p, `${path}.offset`, item.offset, true),
    item.because === undefined ||
      (typeof item.because === "string" && ID.test(item.because)) ||
      p.add(`${path}.because`, "not a rule id"),
  ];
  checks.push(alongRoad(p, `${path}.at`, item.at));
  const subSigns = item.subSigns;
  if (subSigns !== undefined) {
    if (!Array.isArray(subSigns) || subSigns.length > MAX_SUB_SIGNS) {
      checks.push(p.add(`${path}.subSigns`, `not a list of at most ${MAX_SUB_SIGNS} sub-signs`));
    } else {
      subSigns.forEach((sub: unknown, index) => {
        const subPath = `${path}.subSigns[${index}]`;
        checks.push(
          record(p, subPath, sub) &&
            code(p, `${subPath}.code`, sub.code) &&
            text(p, `${subPath}.text`, sub.text, true),
        );
      });
    }
  }
  return checks.every(Boolean);
}

function item(p: Problems, path: string, value: unknown, seen: Set<string>): boolean {
  if (!record(p, path, value)) return false;
  if (!(typeof value.id === "string" && ID.test(value.id))) return p.add(`${path}.id`, "not an id");
  if (seen.has(value.id)) return p.add(`${path}.id`, `${value.id} is used twice`);
  seen.add(value.id);
  const common =
    oneOf(p, `${path}.traffic`, value.traffic, ["with", "against"]) &&
    condition(p, `${path}.when`, value.when);
  switch (value.type) {
    case "sign":
      return sign(p, path, value) && common;
    case "work-zone":
      return (
        [
          distance(p, `${path}.inner`, value.inner),
          distance(p, `${path}.outer`, value.outer),
        ].every(Boolean) && common
      );
    case "cone-line":
      return (
        [
          code(p, `${path}.item`, value.item),
          distance(p, `${path}.offset`, value.offset),
          distance(p, `${path}.taperFrom`, value.taperFrom),
          distance(p, `${path}.taper`, value.taper),
          distance(p, `${path}.exitTaper`, value.exitTaper, true),
          distance(p, `${path}.spacing`, value.spacing) &&
            number(
              p,
              `${path}.spacing.metres`,
              (value.spacing as { metres: number }).metres,
              0.5,
              500,
            ),
          distance(p, `${path}.lampSpacing`, value.lampSpacing, true),
        ].every(Boolean) && common
      );
    case "path": {
      const points = value.points;
      const checks = [oneOf(p, `${path}.kind`, value.kind, PATH_KINDS)];
      if (!Array.isArray(points) || points.length < 2 || points.length > MAX_PATH_POINTS) {
        checks.push(p.add(`${path}.points`, `not a list of 2 to ${MAX_PATH_POINTS} points`));
      } else {
        points.forEach((point: unknown, index) => {
          const at = `${path}.points[${index}]`;
          checks.push(
            record(p, at, point) &&
              [
                alongRoad(p, `${at}.at`, point.at),
                distance(p, `${at}.offset`, point.offset),
                oneOf(p, `${at}.side`, point.side, ["closed", "open"]),
              ].every(Boolean),
          );
        });
      }
      return checks.every(Boolean) && common;
    }
    case "barrier":
      return (
        [alongRoad(p, `${path}.at`, value.at), distance(p, `${path}.width`, value.width)].every(
          Boolean,
        ) && common
      );
    case "stop-line":
      return (
        [
          alongRoad(p, `${path}.at`, value.at),
          distance(p, `${path}.from`, value.from),
          distance(p, `${path}.to`, value.to),
        ].every(Boolean) && common
      );
    default:
      return p.add(`${path}.type`, "not sign, work-zone, cone-line, stop-line, barrier or path");
  }
}

/** Checks a set-up already parsed from JSON; unknown fields are kept. */
export function readSetup(value: unknown): SetupReadResult {
  const p = new Problems();
  if (!record(p, "set-up", value)) return { ok: false, errors: p.errors };
  const { version } = value;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    return { ok: false, errors: ["version: not a set-up format version"] };
  }
  if (version > SETUP_FORMAT_VERSION) {
    return { ok: false, errors: [`version: made by a newer build (format ${version})`] };
  }
  const checks = [
    (typeof value.id === "string" && ID.test(value.id)) || p.add("id", "not an id"),
    localText(p, "name", value.name),
    localText(p, "description", value.description, true),
    params(p, "defaults", value.defaults),
    distance(p, "maxWorksLength", value.maxWorksLength, true),
  ];
  if (value.speedLimits !== undefined) {
    const limits = value.speedLimits;
    checks.push(
      (Array.isArray(limits) &&
        limits.length <= 20 &&
        limits.every((limit, index) => number(p, `speedLimits[${index}]`, limit, 5, 130))) ||
        p.add("speedLimits", "not a list of speed limits"),
    );
  }
  const items = value.items;
  if (!Array.isArray(items)) checks.push(p.add("items", "not a list"));
  else if (items.length > MAX_SETUP_ITEMS) {
    checks.push(p.add("items", `more than ${MAX_SETUP_ITEMS} items`));
  } else {
    const seen = new Set<string>();
    items.forEach((entry: unknown, index) => {
      checks.push(item(p, `items[${index}]`, entry, seen));
    });
  }
  if (!checks.every(Boolean) || p.errors.length > 0) return { ok: false, errors: p.errors };
  const setup = value as Setup;
  if (!kitWithinCaps(p, setup)) return { ok: false, errors: p.errors };
  return { ok: true, setup };
}

/** The set-up's lines of kit within MAX_KIT_LINES, and each within MAX_KIT_PER_LINE items. */
function kitWithinCaps(p: Problems, setup: Setup): boolean {
  const lines = setup.items.flatMap((entry, index) =>
    entry.type === "cone-line" ? [{ entry, index }] : [],
  );
  if (lines.length > MAX_KIT_LINES)
    return p.add("items", `more than ${MAX_KIT_LINES} lines of kit`);
  const works = Math.max(setup.defaults.worksLength, setup.maxWorksLength?.metres ?? 0);
  for (const { entry, index } of lines) {
    const along = entry.taper.metres + (entry.exitTaper?.metres ?? 0) + works;
    for (const [field, spacing] of [
      ["spacing", entry.spacing],
      ["lampSpacing", entry.lampSpacing],
    ] as const) {
      if (!spacing || spacing.metres <= 0) continue;
      const count = Math.floor(along / spacing.metres) + 1;
      if (count > MAX_KIT_PER_LINE) {
        p.add(
          `items[${index}].${field}`,
          `${count} along ${Math.round(along)} m at ${spacing.metres} m: more than ${MAX_KIT_PER_LINE} on one line`,
        );
      }
    }
  }
  return p.errors.length === 0;
}

/** Reads a set-up from stored or imported text. */
export function decodeSetup(raw: string): SetupReadResult {
  if (raw.length > MAX_SETUP_TEXT) {
    return { ok: false, errors: [`set-up: longer than ${MAX_SETUP_TEXT} characters`] };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, errors: ["set-up: not JSON"] };
  }
  return readSetup(value);
}

export const encodeSetup = (setup: Setup): string => JSON.stringify(setup);
