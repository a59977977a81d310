import { Fragment } from "react";

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its web addresses turned into links (the dev inbox's mail bodies). */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
