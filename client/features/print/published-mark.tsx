import { useStore } from "@nanostores/react";
import qrcode from "qrcode-generator";
import { printMessages } from "./messages";

/** A published version of the plan printed (issue 39): where it is read, and which it is. */
export type PublishedVersion = {
  /** The link to this very version: /p/<id>/<version> on this site. */
  url: string;
  version: number;
  fingerprint: string;
};

type QrPath = { modules: number; path: string };

/** Each link's code, made once: every sheet of a plan prints the same link's. */
const qrPaths = new Map<string, QrPath>();

/** The QR code of `url` as one SVG path of its dark modules, within a quiet zone of 2. */
function qrPathOf(url: string): QrPath {
  let made = qrPaths.get(url);
  if (!made) {
    const code = qrcode(0, "M");
    code.addData(url);
    code.make();
    const count = code.getModuleCount();
    let d = "";
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        if (code.isDark(row, col)) d += `M${col + 2} ${row + 2}h1v1h-1z`;
      }
    }
    made = { modules: count + 4, path: d };
    qrPaths.set(url, made);
  }
  return made;
}

/**
 * The QR code of `url`, `size` px square with the quiet zone of 2 modules a reader needs.
 * Error correction M: a printed sheet on a site gets dirty.
 */
function QrCode({ url, size, label }: { url: string; size: number; label: string }) {
  const { modules, path } = qrPathOf(url);
  return (
    <svg
      className="published-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

/**
 * The shared version a sheet is: its QR code (the link to that version, for a reviewer or
 * the crew at the site to open it on a phone), its number and its fingerprint, as the
 * shared view names them.
 */
export function PublishedMark({
  published,
  size,
  compact = false,
}: {
  published: PublishedVersion;
  size: number;
  compact?: boolean;
}) {
  const T = useStore(printMessages);
  const version = T.publishedVersion({
    version: String(published.version),
    fingerprint: published.fingerprint,
  });
  return (
    <div className={compact ? "published-mark compact" : "published-mark"}>
      <QrCode url={published.url} size={size} label={T.publishedQr({ url: published.url })} />
      <p>{version}</p>
    </div>
  );
}
