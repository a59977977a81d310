/**
 * The crew's checklist for a shared plan at the site (issue 39 item 4): which signs are set
 * up and which removed, ticked on the phone and kept on it (`site-checklist`), per shared
 * plan: a sign keeps its ticks in the plan's next version (a sign keeps its id across
 * versions). `{"version":1,"shares":{<share id>:{<sign id>:{"up":true,"removed":true}}}}`.
 */
import { isRecord } from "../../lib/json-checks";
import { type Codec, storedAtom } from "../../lib/storage";

export type SignTicks = { up?: true; removed?: true };
type Checklists = Readonly<Record<string, Readonly<Record<string, SignTicks>>>>;

const CHECKLIST_FORMAT_VERSION = 1;

const isTicks = (value: unknown): value is SignTicks =>
  isRecord(value) &&
  (value.up === undefined || value.up === true) &&
  (value.removed === undefined || value.removed === true);

export const checklistCodec: Codec<Checklists> = {
  decode(raw) {
    const value: unknown = JSON.parse(raw);
    if (
      !isRecord(value) ||
      value.version !== CHECKLIST_FORMAT_VERSION ||
      !isRecord(value.shares) ||
      !Object.values(value.shares).every(
        (signs) => isRecord(signs) && Object.values(signs).every(isTicks),
      )
    ) {
      throw new TypeError("not a checklist this build reads");
    }
    return value.shares as Checklists;
  },
  encode: (shares) => JSON.stringify({ version: CHECKLIST_FORMAT_VERSION, shares }),
  // Two tabs: a tick made in either is kept (a crew ticks; nobody unticks at once in two).
  merge: (_base, mine, theirs) => {
    const merged: Record<string, Record<string, SignTicks>> = {};
    for (const share of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const signs: Record<string, SignTicks> = { ...theirs[share] };
      for (const [sign, ticks] of Object.entries(mine[share] ?? {})) {
        signs[sign] = { ...signs[sign], ...ticks };
      }
      merged[share] = signs;
    }
    return merged;
  },
};

export const $checklists = storedAtom<Checklists>("site-checklist", {}, checklistCodec);

/** Ticks or unticks sign `signId` of share `shareId` as set up (`up`) or removed. */
export function tick(shareId: string, signId: string, what: keyof SignTicks, on: boolean): void {
  const all = $checklists.get();
  const signs = { ...all[shareId] };
  const { [what]: _old, ...rest } = signs[signId] ?? {};
  const ticks: SignTicks = on ? { ...rest, [what]: true } : rest;
  if (Object.keys(ticks).length === 0) delete signs[signId];
  else signs[signId] = ticks;
  $checklists.set({ ...all, [shareId]: signs });
}
