/** The standalone page's spreadsheet view: sheet tabs, a grid of computed values and a formula bar for editing. */
import type { StandaloneWorkbook } from '../host/standalone';
import { colName } from '../host/standalone';
import { escapeHtml as h } from '../taskpane/print';
import { patch, patchParts } from '../taskpane/morph';

export function mountGrid(parts: { grid: HTMLElement; tabs: HTMLElement; formula: HTMLInputElement; cellName: HTMLElement }, wb: StandaloneWorkbook, onEdit: () => void) {
  let selected = { row: 0, col: 0 };
  let seq = 0;

  async function render() {
    const mine = ++seq;
    const names = await wb.sheetNames();
    const active = wb.activeSheet() ?? names[0];
    patch(parts.tabs, names.map((n) => `<button class="tab ${n === active ? 'active' : ''}" data-sheet="${h(n)}">${h(n)}</button>`).join(''));
    if (!active) {
      parts.grid.innerHTML = '';
      return;
    }
    const read = await wb.readSheet(active);
    if (mine !== seq || !read) return;
    const stored = wb.sheet(active)!;
    const messages = wb.cellMessages();
    const rows = Math.max(read.values.length + 3, 30);
    const cols = Math.max(...read.values.map((r) => r.length), 8) + 1;
    const head: string[] = ['<thead><tr><th class="row"></th>'];
    for (let c = 0; c < cols; c++) head.push(`<th>${colName(c)}</th>`);
    head.push('</tr></thead>');
    // the rows in blocks of 50 (a table may have several bodies): a block whose cells did not change is left as it is
    const blocks: string[] = [head.join('')];
    let out: string[] = [];
    for (let r = 0; r < rows; r++) {
      if (r % 50 === 0) out = ['<tbody>'];
      out.push(`<tr class="${r === 0 && stored.header ? 'header' : ''}"><th class="row">${r + 1}</th>`);
      for (let c = 0; c < cols; c++) {
        const v = read.values[r]?.[c];
        const f = stored.cells[r]?.[c];
        const isFormula = typeof f === 'string' && f.startsWith('=');
        const ref = `${active}!${colName(c)}${r + 1}`;
        const msg = messages.get(ref);
        const cls = [isFormula ? 'formula' : '', msg ? 'error' : '', r === selected.row && c === selected.col ? 'selected' : ''].join(' ').trim();
        out.push(`<td data-row="${r}" data-col="${c}" data-ref="${h(ref)}" class="${cls}" ${msg ? `title="${h(msg)}"` : ''}>${h(v ?? '')}</td>`);
      }
      out.push('</tr>');
      if (r % 50 === 49 || r === rows - 1) blocks.push(`${out.join('')}</tbody>`);
    }
    let table = parts.grid.firstElementChild;
    if (table?.tagName !== 'TABLE' || parts.grid.childNodes.length !== 1) {
      parts.grid.innerHTML = '<table></table>';
      table = parts.grid.firstElementChild!;
    }
    patchParts(table, blocks);
    showSelection(active);
  }

  function showSelection(active: string) {
    const stored = wb.sheet(active);
    parts.cellName.textContent = `${active}!${colName(selected.col)}${selected.row + 1}`;
    const v = stored?.cells[selected.row]?.[selected.col];
    parts.formula.value = v === null || v === undefined ? '' : String(v);
  }

  parts.tabs.addEventListener('click', (ev) => {
    const b = (ev.target as HTMLElement).closest('button');
    if (b?.dataset.sheet) {
      selected = { row: 0, col: 0 };
      wb.activate(b.dataset.sheet);
    }
  });
  parts.grid.addEventListener('click', (ev) => {
    const td = (ev.target as HTMLElement).closest('td');
    if (!td) return;
    selected = { row: Number(td.dataset.row), col: Number(td.dataset.col) };
    parts.grid.querySelectorAll('td.selected').forEach((x) => x.classList.remove('selected'));
    td.classList.add('selected');
    showSelection(wb.activeSheet() ?? '');
    parts.formula.focus();
  });
  parts.formula.addEventListener('keydown', async (ev) => {
    if (ev.key !== 'Enter') return;
    const active = wb.activeSheet();
    if (!active) return;
    const text = parts.formula.value;
    const value = text !== '' && !text.startsWith('=') && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    await wb.setCell(active, selected.row, selected.col, value);
    selected = { row: selected.row + 1, col: selected.col };
    onEdit();
  });

  wb.onChange(() => void render());
  return { render };
}
