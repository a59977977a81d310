import { useStore } from "@nanostores/react";
import { computed } from "nanostores";
import { useEffect, useRef, useState } from "react";
import { Checkbox } from "../../../lib/checkbox";
import { $format } from "../../../lib/format";
import { $locale } from "../../../lib/i18n";
import { type PlanSettings, ROAD_AXIS } from "../../../lib/plan-model";
import { isOneWay, roadClassOf } from "../../../lib/road-facts";
import { BUILT_IN_SETUPS } from "../../../lib/setups/built-in-setups";
import type { LayWarning } from "../../../lib/setups/lay-setup";
import type { Setup, SetupParams } from "../../../lib/setups/setup-model";
import { displayCode } from "../../../lib/sign-code";
import { $planSettings, $shapes } from "../../document";
import { requestPan } from "../../map";
import { $ownSetups, OwnSetupsList, SaveOwnSetupForm } from "../../setups";
import { $drawTool, chooseLineKind, chooseTool } from "../draw-store";
import { setupMessages } from "./messages";
import { flipLaidSetup, removeLaidSetup, saveLaidSetup, selectLaidSetup } from "./setup-laying";
import {
  $laidSetup,
  $setupChoice,
  $setupProblem,
  $setupStart,
  type LaidSetup,
} from "./setup-store";

const $hasAxis = computed($shapes, (shapes) => shapes.some((shape) => shape.kind === ROAD_AXIS));

/**
 * The plan's road facts a set-up takes as they are: traffic one way or both, and the road
 * class (unless the set-up is for a class the plan does not record, a motorway).
 */
function planRoad(setup: Setup, plan: PlanSettings): Partial<SetupParams> {
  const ordinary = setup.defaults.roadClass !== "motorway";
  return { twoWay: !isOneWay(plan), ...(ordinary ? { roadClass: roadClassOf(plan) } : {}) };
}

/**
 * A set-up's parameters as first offered: its own defaults, with the plan's road facts
 * (planRoad) and its speed limit where the set-up is made for it (the road facts the
 * planner set for the checks).
 */
function startingParams(setup: Setup): SetupParams {
  const plan = $planSettings.get();
  const { speedLimit } = plan;
  const fits = setup.speedLimits?.includes(speedLimit) ?? false;
  return { ...setup.defaults, ...planRoad(setup, plan), ...(fits ? { speedLimit } : {}) };
}

/** The chosen set-up follows the plan's road facts as they change (the checks panel's). */
function followPlanRoad(plan: PlanSettings) {
  const choice = $setupChoice.get();
  if (choice) setParams(planRoad(choice.setup, plan));
}

function choose(setup: Setup) {
  $setupChoice.set({ setup, params: startingParams(setup) });
}

function setParams(changes: Partial<SetupParams>) {
  const choice = $setupChoice.get();
  if (choice) $setupChoice.set({ ...choice, params: { ...choice.params, ...changes } });
}

/**
 * The "Lay a set-up" tool's panel (issue 21 item 4): the set-up and its parameters, what
 * to click next; once laid, what was laid, what to check, and one action each to flip the
 * closed side or take it away.
 */
export function SetupPanel() {
  const tool = useStore($drawTool);
  const laid = useStore($laidSetup);
  useEffect(() => {
    if (!$setupChoice.get()) choose(BUILT_IN_SETUPS[0] as Setup);
    else followPlanRoad($planSettings.get());
    return $planSettings.listen(followPlanRoad);
  }, []);
  if (tool === "setup") return <SetupForm />;
  return laid ? <LaidSetupSummary laid={laid} /> : null;
}

/** What the form shows: the choice, what to click next, whether there is a road axis. */
const $form = computed(
  [$setupChoice, $setupStart, $setupProblem, $hasAxis, $ownSetups],
  (choice, start, problem, hasAxis, own) => ({ choice, start, problem, hasAxis, own }),
);

/** A speed in km/h chosen from a list, for the parameter `name`. */
function SpeedChoice({
  label,
  value,
  speeds,
  name,
}: {
  label: string;
  value: number;
  speeds: readonly number[];
  name: "speedLimit" | "speedPast";
}) {
  return (
    <label>
      {label}
      <select
        className="floating-control"
        value={value}
        onChange={(event) => setParams({ [name]: Number(event.currentTarget.value) })}
      >
        {speeds.map((speed) => (
          <option key={speed} value={speed}>
            {speed}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A phone's screen (plan.css' phone rules): the panel folds its choices there. */
const onPhone = () => window.matchMedia?.("(max-width: 600px)").matches ?? false;

function SetupForm() {
  const t = useStore(setupMessages);
  const locale = useStore($locale);
  const format = useStore($format);
  const { choice, start, problem, hasAxis, own } = useStore($form);
  const [choicesOpen, setChoicesOpen] = useState(() => !onPhone());
  const panel = useRef<HTMLElement>(null);
  // On a phone the panel covers the map's lower part: what was in the middle of the map (the
  // place searched, the works) moves to the middle of the part above it, where it is clicked.
  useEffect(() => {
    if (!onPhone() || !panel.current) return;
    requestPan({ x: 0, y: -panel.current.getBoundingClientRect().height / 2 });
  }, []);
  if (!choice) return null;
  const { setup, params } = choice;
  const status = !hasAxis
    ? t.noAxis
    : problem === "not-on-axis"
      ? t.notOnAxis
      : problem === "not-laid"
        ? t.notLaid
        : problem === "zone-off-axis"
          ? t.zoneOffAxis
          : start
            ? t.clickEnd({ along: format.distance(start.along) })
            : t.clickStart;
  return (
    <section ref={panel} className="map-floating-form setup-panel" aria-label={t.title}>
      <p className="setup-status" role="status">
        {status}
      </p>
      {/* On a phone the choices start folded under one line (what is chosen), so the panel
          covers a strip of the map, not its lower half where the works are clicked. */}
      <details
        className="setup-choices"
        open={choicesOpen}
        onToggle={(event) => setChoicesOpen(event.currentTarget.open)}
      >
        <summary>
          {t.chosen({
            setup: setup.name[locale] || setup.name.en,
            speed: format.number(params.speedLimit),
          })}
        </summary>
        <label>
          {t.setup}
          <select
            className="floating-control"
            value={setup.id}
            onChange={(event) => {
              const id = event.currentTarget.value;
              const next = [...BUILT_IN_SETUPS, ...own].find((item) => item.id === id);
              if (next) choose(next);
            }}
          >
            <optgroup label={t.builtIn}>
              {BUILT_IN_SETUPS.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name[locale]}
                </option>
              ))}
            </optgroup>
            {own.length > 0 && (
              <optgroup label={t.own}>
                {own.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name[locale] || item.name.en}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </label>
        {setup.description && <p className="setup-description">{setup.description[locale]}</p>}
        <SpeedChoice
          label={t.speedLimit}
          value={params.speedLimit}
          speeds={setup.speedLimits?.length ? setup.speedLimits : [30, 40, 50, 60, 70, 80, 90]}
          name="speedLimit"
        />
        <SpeedChoice
          label={t.speedPast}
          value={params.speedPast}
          speeds={[20, 30, 40, 50, 60, 70]}
          name="speedPast"
        />
        <fieldset className="setup-side">
          <legend>{t.closedSide}</legend>
          {(["right", "left"] as const).map((side) => (
            <label key={side} className="checkbox">
              <input
                type="radio"
                name="setup-closed-side"
                checked={params.closedSide === side}
                onChange={() => setParams({ closedSide: side })}
              />
              {t[side]}
            </label>
          ))}
        </fieldset>
        <Checkbox
          label={t.twoWay}
          checked={params.twoWay}
          onChange={(twoWay) => setParams({ twoWay })}
        />
      </details>
      {!hasAxis && (
        <button className="floating-control" type="button" onClick={() => chooseTool("axis")}>
          {t.drawAxis}
        </button>
      )}
      <details className="own-setups-details">
        <summary>{t.ownSetups(own.length)}</summary>
        <OwnSetupsList />
      </details>
    </section>
  );
}

/** A warning of the laying in words, naming the sign it is about. */
function warningText(warning: LayWarning, setup: Setup, t = setupMessages.get()): string {
  const format = $format.get();
  const item = "itemId" in warning ? setup.items.find((each) => each.id === warning.itemId) : null;
  switch (warning.kind) {
    case "beyond-axis":
      return t.beyondAxis({
        code: item?.type === "sign" ? displayCode(item.code, $locale.get()) : (item?.id ?? ""),
        metres: format.distance(warning.metres),
      });
    case "works-outside-axis":
      return t.worksOutsideAxis({ metres: format.distance(warning.metres) });
    case "outside-rule":
      return t.outsideRule({ value: format.distance(warning.value), rule: warning.rule });
    case "rule-not-for-road":
      return t.ruleNotForRoad({ rule: warning.rule });
    case "unknown-rule":
      return t.unknownRule({ rule: warning.rule });
    case "speed-not-for-setup":
      return t.speedNotForSetup({ speeds: (setup.speedLimits ?? []).join(", ") });
  }
}

function LaidSetupSummary({ laid }: { laid: LaidSetup }) {
  const t = useStore(setupMessages);
  const locale = useStore($locale);
  const format = useStore($format);
  const { setup, items, warnings } = laid;
  return (
    <section className="map-floating-form setup-panel" aria-label={t.laidTitle}>
      <p role="status">
        {t.laid({
          name: setup.name[locale],
          signs: t.signs(items.markerIds.length),
          shapes: t.shapes(items.shapeIds.length),
          length: format.distance(Math.abs(laid.endM - laid.startM)),
        })}
      </p>
      {warnings.length > 0 && (
        <>
          <h3 className="setup-warnings-title">{t.warnings}</h3>
          <ul className="setup-warnings">
            {warnings.map((warning, index) => (
              // The warnings of one laying never change: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>{warningText(warning, setup, t)}</li>
            ))}
          </ul>
        </>
      )}
      <p className="setup-practice">{t.practice}</p>
      <SaveOwnSetupForm onSave={saveLaidSetup} />
      {setup.detour && (
        <button
          className="floating-control"
          type="button"
          onClick={() => {
            $laidSetup.set(null);
            chooseTool("line");
            chooseLineKind("detour");
          }}
        >
          {t.drawDetour}
        </button>
      )}
      <div className="button-row">
        <button className="floating-control" type="button" onClick={flipLaidSetup}>
          {t.flip}
        </button>
        <button className="floating-control" type="button" onClick={selectLaidSetup}>
          {t.selectOnMap}
        </button>
        <button className="floating-control danger" type="button" onClick={removeLaidSetup}>
          {t.remove}
        </button>
        <button className="floating-control" type="button" onClick={() => $laidSetup.set(null)}>
          {t.done}
        </button>
      </div>
    </section>
  );
}
