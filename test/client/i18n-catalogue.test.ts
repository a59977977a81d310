import { describe, expect, it } from "vitest";

/**
 * The translation catalogue is whole: every English message (each feature's messages.ts,
 * and that of a part loaded as its own chunk, in its folder) has its Danish
 * (messages.da.json beside it) with the same placeholders and plural forms, Danish has
 * nothing English lacks, and every message is used by the code that imports it.
 */

type Definition = {
  component: string;
  /** The English messages as written: strings, or `{ input, transform }` for params/count. */
  base: Record<string, unknown>;
};

const messageModules = import.meta.glob<Record<string, unknown>>(
  ["../../client/app/messages.ts", "../../client/features/**/messages.ts"],
  { eager: true },
);
const danishFiles = import.meta.glob<Record<string, Record<string, unknown>>>(
  ["../../client/app/messages.da.json", "../../client/features/**/messages.da.json"],
  { eager: true, import: "default" },
);

/** Every exported message store: its export name, file and definition. */
const definitions = Object.entries(messageModules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([exportName, store]) => ({
    exportName,
    file,
    ...(store as Definition),
  })),
);
const danish: Record<string, Record<string, unknown>> = Object.assign(
  {},
  ...Object.values(danishFiles),
);

function isTransform(value: unknown): value is { input: unknown } {
  return typeof value === "object" && value !== null && "input" in value;
}

/** A message's text(s): a string, or a plural form's strings. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (isTransform(value)) return texts(value.input);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

const placeholders = (value: unknown) =>
  [...new Set(texts(value).flatMap((text) => text.match(/\{\w+\}/g) ?? []))].sort();

// Every client source file but the message definitions, as text.
const sources = Object.entries(
  import.meta.glob<string>(["../../client/**/*.{ts,tsx}", "!../../client/**/messages.ts"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
).map(([file, text]) => ({ file, text }));

describe("translation catalogue", () => {
  it("finds the message definitions", () => {
    expect(definitions.length).toBeGreaterThan(0);
    for (const definition of definitions) {
      expect(definition.component, definition.exportName).toMatch(/^[a-z-]+\/[a-z-]+$/);
      expect(definition.base, definition.component).toBeTypeOf("object");
    }
  });

  it("has every English message in Danish, with the same placeholders and plural forms", () => {
    const problems: string[] = [];
    for (const { component, base } of definitions) {
      const translated = danish[component];
      if (!translated) {
        problems.push(`${component}: no Danish translations`);
        continue;
      }
      for (const [key, english] of Object.entries(base)) {
        const da = translated[key];
        if (da === undefined) problems.push(`${component}.${key}: missing in Danish`);
        else if (placeholders(english).join() !== placeholders(da).join())
          problems.push(`${component}.${key}: placeholders differ`);
        else if (typeof da !== typeof (isTransform(english) ? english.input : english))
          problems.push(`${component}.${key}: Danish is not of the English message's form`);
        else if (texts(da).some((text) => text.trim() === ""))
          problems.push(`${component}.${key}: empty in Danish`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has nothing in Danish that English lacks", () => {
    const problems: string[] = [];
    const components = new Map(definitions.map((item) => [item.component, item.base]));
    for (const [component, translated] of Object.entries(danish)) {
      const base = components.get(component);
      if (!base) problems.push(`${component}: not defined in any messages.ts`);
      else
        for (const key of Object.keys(translated))
          if (!(key in base)) problems.push(`${component}.${key}: not in English`);
    }
    expect(problems).toEqual([]);
  });

  it("uses every message in the code that imports its store", () => {
    const problems: string[] = [];
    for (const { exportName, component, base } of definitions) {
      const users = sources.filter(({ text }) => new RegExp(`\\b${exportName}\\b`).test(text));
      if (users.length === 0) {
        problems.push(`${component} (${exportName}): imported nowhere`);
        continue;
      }
      for (const key of Object.keys(base)) {
        // `t.key`, or the key as a string where the message is chosen by name (`t[name]`).
        const use = new RegExp(`\\.${key}\\b|["'\`]${key}["'\`]`);
        if (!users.some(({ text }) => use.test(text))) problems.push(`${component}.${key}: unused`);
      }
    }
    expect(problems).toEqual([]);
  });
});
