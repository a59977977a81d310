import type { ReactNode } from "react";

/** A column's heading; `number` right-aligns the column (print.css). */
export type PrintColumn = { heading: string; number?: boolean };

/** One table of the plan document: caption, a heading row that repeats on each page, rows. */
export function PrintTable({
  className,
  caption,
  columns,
  children,
  footer,
}: {
  className: string;
  caption: ReactNode;
  columns: readonly (PrintColumn | false)[];
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <table className={`print-table ${className}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map(
            (column) =>
              column && (
                <th
                  key={column.heading}
                  scope="col"
                  className={column.number ? "number" : undefined}
                >
                  {column.heading}
                </th>
              ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
}
