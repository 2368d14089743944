/** The taskpane inside Excel: Office.js host, same taskpane code as the standalone page. */
import { createExcelHost } from '../host/excel';
import { mountTaskpane } from './app';
import { createRatingListPanel } from './ratingList';

Office.onReady((info) => {
  const root = document.getElementById('taskpane')!;
  if (info.host !== Office.HostType.Excel) {
    root.textContent = 'Hakem runs in Excel. Without Excel, open standalone.html.';
    return;
  }
  const lang = (Office.context.displayLanguage ?? '').toLowerCase().startsWith('tr') ? 'tr' : 'en';
  const host = createExcelHost((fn) => Excel.run(fn));
  const ratingList = createRatingListPanel(host, { lang: () => (root.dataset.lang === 'tr' ? 'tr' : 'en'), afterWrite: () => taskpane.refresh() });
  const taskpane = mountTaskpane(root, host, { lang, panels: [ratingList] });
});
