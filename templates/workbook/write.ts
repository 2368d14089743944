/** Writes sheet specs to an .xlsx with exceljs: a title row, the notes, then the rows; formulas keep their cached values. */
import ExcelJS from 'exceljs';
import { isFormula, isStyled, type SheetSpec } from './sheet';

/** Rows before a sheet's data: the title, each note, one blank. Formulas built for a sheet count from its data's first row. */
export const headerRows = (s: SheetSpec) => 2 + (s.notes?.length ?? 0);

export async function writeWorkbook(sheets: SheetSpec[]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Hakem';
  wb.created = new Date(Date.UTC(2026, 0, 1));
  wb.modified = wb.created;
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name, { pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 } });
    ws.getCell(1, 1).value = s.title;
    ws.getCell(1, 1).font = { bold: true, size: 13 };
    (s.notes ?? []).forEach((n, i) => {
      const c = ws.getCell(2 + i, 1);
      c.value = n;
      c.font = { italic: true, color: { argb: 'FF7A3E00' } };
    });
    const top = headerRows(s) + 1;
    s.rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        if (cell === null || cell === undefined) return;
        const target = ws.getCell(top + r, c + 1);
        if (isFormula(cell)) target.value = { formula: cell.formula, result: cell.result } as ExcelJS.CellFormulaValue;
        else if (isStyled(cell)) {
          target.value = cell.value;
          target.font = { bold: cell.bold, italic: cell.italic };
          if (cell.fill) target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: cell.fill } };
        } else target.value = cell;
      });
    });
    (s.columnWidths ?? []).forEach((w, i) => (ws.getColumn(i + 1).width = w));
  }
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}
