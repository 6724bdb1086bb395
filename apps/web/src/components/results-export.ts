// spec 001 §2: each results table has a footer export control. Produced in the browser (spec 000 §7).

export type ExportColumn<T> = { header: string; value: (row: T) => string | number };

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv<T>(rows: readonly T[], columns: readonly ExportColumn<T>[], baseName: string) {
  download(new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }), `${baseName}.csv`);
}

/** exceljs is large: loaded only when the adviser asks for a spreadsheet. */
export async function downloadXlsx<T>(
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
  baseName: string,
) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(baseName.slice(0, 31));
  sheet.addRow(columns.map((c) => c.header)).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  download(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    `${baseName}.xlsx`,
  );
}
