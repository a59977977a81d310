import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with parts that are not plain text: `{name}` placeholders in `text`
 * are replaced by `values` (e.g. `<strong>{email}</strong>`), so the words around them stay
 * in the translation and can move as each language needs.
 */
export function RichText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/\{(\w+)\}/).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
        <Fragment key={index}>{index % 2 === 1 ? (values[part] ?? `{${part}}`) : part}</Fragment>
      ))}
    </>
  );
}
