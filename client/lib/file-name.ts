/**
 * A file name's stem from a title, kept to characters every system accepts: accents dropped,
 * other letters and signs left out, spaces as hyphens, at most 80 characters; "" when
 * nothing is left.
 */
export function fileNameStem(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._ -]+/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
}
