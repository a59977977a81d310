import { Fragment, type ReactNode } from "react";

/**
 * A translated text with elements inside it: each `{name}` placeholder becomes `parts[name]`
 * (a `<code>`, a `<kbd>`, a `<strong>`), so translators move them with the words.
 */
export function RichText({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/\{(\w+)\}/).map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
        <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>
      ))}
    </>
  );
}
