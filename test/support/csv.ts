/** A CSV's rows as cell lists, read as a spreadsheet reads RFC 4180 with `separator`. */
export function readCsv(csv: string, separator: string): string[][] {
  const rows: string[][] = [[]];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      rows.at(-1)?.push(cell);
      cell = "";
    } else if (char === "\r" && csv[i + 1] === "\n") {
      rows.at(-1)?.push(cell);
      cell = "";
      rows.push([]);
      i += 1;
    } else cell += char;
  }
  rows.pop(); // after the last CRLF
  return rows;
}
