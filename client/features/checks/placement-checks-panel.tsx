import { useStore } from "@nanostores/react";
import { memo, useMemo, useState } from "react";
import { Checkbox } from "../../lib/checkbox";
import { $format, type Formatters } from "../../lib/format";
import type { Locale } from "../../lib/i18n";
import { type PlanRoadClass, SPEED_LIMIT_MAX, SPEED_LIMIT_MIN } from "../../lib/plan-model";
import { isOneWay, isPlanRoadClass, PLAN_ROAD_CLASSES, roadClassOf } from "../../lib/road-facts";
import { displayCode } from "../../lib/sign-code";
import {
  $markers,
  $planSettings,
  $shapes,
  $shownMarkers,
  selectShape,
  setPlanSettings,
  showMarker,
} from "../document";
import { shapeKindName } from "../plan";
import type { Direction, LayoutParams, LayoutRow } from "./layout/layout-checks";
import { $layoutReport } from "./layout/layout-store";
import { layoutMessages, layoutPanelMessages, roadRuleMessages } from "./layout/messages";
import { ROAD_RULE_NAME_KEYS } from "./layout/road-rule-names";
import { placementMessages } from "./messages";

/** Each road class's words in the panel's texts. */
const ROAD_CLASS_TEXT = {
  "traffic-road": "trafficRoad",
  "local-road": "localRoad",
} as const satisfies Record<PlanRoadClass, string>;

/** At most this many rows are listed in a group; the rest are counted. */
const SHOWN = 100;

type Texts = ReturnType<typeof placementMessages.get> & ReturnType<typeof layoutPanelMessages.get>;

/** A message's values as the language writes them: distances, numbers and sign codes. */
function formatParams(params: LayoutParams, format: Formatters, locale: Locale): LayoutParams {
  const out: LayoutParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === "metres" && typeof value === "number") out[name] = format.distance(value);
    else if (name === "code" || name === "codes") {
      out[name] = String(value)
        .split(", ")
        .map((code) => displayCode(code, locale))
        .join(", ");
    } else out[name] = typeof value === "number" ? format.number(value) : value;
  }
  return out;
}

/**
 * "Placement checks": the plan's road facts (built-up area, speed limit, road class, one-way
 * traffic) and the checks of the whole layout against the rule table (layout-checks.ts),
 * grouped by the traffic they concern; each warning names its rule and source and shows its
 * item on the map. Advisory: nothing is blocked.
 */
export function PlacementChecksPanel() {
  const placementTexts = useStore(placementMessages);
  const panelTexts = useStore(layoutPanelMessages);
  // One object while the language stays, so the rows (memo) can keep their rendering.
  const t = useMemo(() => ({ ...placementTexts, ...panelTexts }), [placementTexts, panelTexts]);
  const itemOf = useRowItems();
  const settings = useStore($planSettings);
  const report = useStore($layoutReport);
  const [speedDraft, setSpeedDraft] = useState<string | null>(null);
  const saveSpeed = () => {
    if (speedDraft === null) return;
    const value = Number(speedDraft);
    setSpeedDraft(null);
    if (speedDraft.trim() !== "" && Number.isFinite(value)) setPlanSettings({ speedLimit: value });
  };
  const flagged = report.rows.filter((row) => row.status === "flagged").length;
  const checked = report.rows.filter((row) => row.status !== "not-checked");
  const groups: { key: Direction | "whole"; rows: LayoutRow[] }[] = [
    { key: "with", rows: checked.filter((row) => row.direction === "with") },
    { key: "against", rows: checked.filter((row) => row.direction === "against") },
    { key: "whole", rows: checked.filter((row) => row.direction === undefined) },
  ];
  const notChecked = report.rows.filter((row) => row.status === "not-checked");

  return (
    <section className="placement-checks" aria-labelledby="placement-checks-title">
      <h2 id="placement-checks-title">{t.title}</h2>
      <div className="field-pair">
        <Checkbox
          label={t.builtUp}
          checked={settings.builtUp}
          onChange={(builtUp) => setPlanSettings({ builtUp })}
        />
        <label>
          {t.speedLimit}
          <input
            type="number"
            inputMode="numeric"
            min={SPEED_LIMIT_MIN}
            max={SPEED_LIMIT_MAX}
            step={10}
            value={speedDraft ?? String(settings.speedLimit)}
            onChange={(event) => setSpeedDraft(event.currentTarget.value)}
            onBlur={saveSpeed}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                saveSpeed();
              }
            }}
          />
        </label>
      </div>
      <div className="field-pair">
        <label>
          {t.roadClass}
          <select
            value={roadClassOf(settings)}
            onChange={(event) => {
              const roadClass = event.currentTarget.value;
              if (isPlanRoadClass(roadClass)) setPlanSettings({ roadClass });
            }}
          >
            {PLAN_ROAD_CLASSES.map((roadClass) => (
              <option key={roadClass} value={roadClass}>
                {t[ROAD_CLASS_TEXT[roadClass]]}
              </option>
            ))}
          </select>
        </label>
        <Checkbox
          label={t.oneWay}
          checked={isOneWay(settings)}
          onChange={(oneWay) => setPlanSettings({ oneWay })}
        />
      </div>
      <p className="hint">{t.advisory}</p>
      {isOneWay(settings) && <p className="hint">{t.oneWayChecked}</p>}
      {!report.alongAxis && <p className="hint">{t.noAxis}</p>}
      <p role="status">{flagged === 0 ? t.allGood : t.flagged(flagged)}</p>
      {groups.map(
        ({ key, rows }) =>
          rows.length > 0 && (
            <section key={key} aria-labelledby={`layout-checks-${key}`}>
              <h3 id={`layout-checks-${key}`}>{t[key]}</h3>
              <ul className="placement-list">
                {rows.slice(0, SHOWN).map((row, index) => (
                  // Rows have no id of their own; their order is the check's, stable per plan.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <CheckRow key={index} row={row} t={t} item={itemOf(row)} />
                ))}
              </ul>
              {rows.length > SHOWN && <p>{t.more({ count: rows.length - SHOWN })}</p>}
            </section>
          ),
      )}
      {notChecked.length > 0 && (
        <section aria-labelledby="layout-checks-not-checked">
          <h3 id="layout-checks-not-checked">{t.notChecked}</h3>
          <ul className="placement-list">
            {notChecked.map((row) => (
              <CheckRow key={row.rule.id} row={row} t={t} item={itemOf(row)} />
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** A flagged row's item: the words that name it on its button, and which item it is. */
type ShownItem = { name: string; marker?: string; shape?: string };

/**
 * Finds each row's first item (a sign, else a shape) by id. The panel hears the signs and
 * shapes once, not every row: with 500 shapes, each row's own lookups made a drawn line's
 * render ~10 ms longer (`npm run bench:map -- shapes`).
 */
function useRowItems(): (row: LayoutRow) => ShownItem | undefined {
  const format = useStore($format);
  const markers = useStore($shownMarkers);
  const shapes = useStore($shapes);
  return useMemo(() => {
    const markersById = new Map(markers.map((marker) => [marker.id, marker]));
    const shapesById = new Map(shapes.map((shape) => [shape.id, shape]));
    return (row) => {
      if (row.status !== "flagged") return undefined;
      const marker = row.markers[0] === undefined ? undefined : markersById.get(row.markers[0]);
      if (marker) return { name: displayCode(marker.signCode, format.locale), marker: marker.id };
      const shape = row.shapes[0] === undefined ? undefined : shapesById.get(row.shapes[0]);
      if (!shape) return undefined;
      return { name: shapeKindName(shape.kind).toLocaleLowerCase(format.locale), shape: shape.id };
    };
  }, [format, markers, shapes]);
}

/** Shows a row's item where it stands now (a row is kept while its words stay the same). */
function showItem(item: ShownItem) {
  const marker = item.marker && $markers.get().find((each) => each.id === item.marker);
  if (marker) showMarker(marker);
  else if (item.shape) selectShape(item.shape);
}

type RowProps = { row: LayoutRow; t: Texts; item: ShownItem | undefined };

/**
 * Whether a row shows the same as before: the report is built anew on every edit, so its
 * rows are new objects even where nothing they say changed.
 */
function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.t === b.t &&
    a.item?.name === b.item?.name &&
    a.item?.marker === b.item?.marker &&
    a.item?.shape === b.item?.shape &&
    a.row.rule === b.row.rule &&
    a.row.status === b.row.status &&
    a.row.message.key === b.row.message.key &&
    JSON.stringify(a.row.message.params) === JSON.stringify(b.row.message.params)
  );
}

/** One row: its state, what was found, its rule and source, and the item to show. */
const CheckRow = memo(function CheckRow({ row, t, item }: RowProps) {
  const format = useStore($format);
  const messages = useStore(layoutMessages);
  const names = useStore(roadRuleMessages);
  const message = messages[row.message.key];
  const text =
    typeof message === "string"
      ? message
      : message(formatParams(row.message.params, format, format.locale));
  const state =
    row.status === "flagged"
      ? t.warning
      : row.status === "ok"
        ? t.ok
        : row.status === "not-checked"
          ? t.notChecked
          : t.notApplicable;
  // A regulation's citation reads the same in both languages; a practice row has none, and
  // says so in the reader's language.
  const notes = (
    row.rule.practice
      ? [t.practice]
      : [row.rule.source, row.rule.secondary ? t.secondary : undefined]
  ).filter(Boolean);
  return (
    <li className={row.status === "flagged" ? "flagged" : undefined}>
      <strong>{state}:</strong> {text}{" "}
      <span className="hint">
        {t.rule({
          rule: names[ROAD_RULE_NAME_KEYS[row.rule.id as keyof typeof ROAD_RULE_NAME_KEYS]],
        })}
        {notes.length > 0 && <cite> ({notes.join("; ")})</cite>}
      </span>
      {item && (
        <button type="button" onClick={() => showItem(item)}>
          {t.show({ item: item.name })}
        </button>
      )}
    </li>
  );
}, sameRow);
