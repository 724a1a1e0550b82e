type ChartDataTableProps = {
  caption: string;
  /** Header of the first column (e.g. "Month", "Slice"). */
  categoryHeader: string;
  columns: readonly string[];
  rows: readonly { category: string; cells: readonly string[] }[];
};

/** The chart's numbers as a table for screen readers; hidden from sight. */
export function ChartDataTable({ caption, categoryHeader, columns, rows }: ChartDataTableProps) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.category}>
            <th scope="row">{row.category}</th>
            {row.cells.map((cell, index) => (
              <td key={columns[index] ?? index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
