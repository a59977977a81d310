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
  rowCount,
}: {
  className: string;
  caption: ReactNode;
  columns: readonly (PrintColumn | false)[];
  children: ReactNode;
  footer?: ReactNode;
  /** The table's rows, heading row included, where not all are drawn (aria-rowcount). */
  rowCount?: number;
}) {
  return (
    <table className={`print-table ${className}`} aria-rowcount={rowCount}>
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
