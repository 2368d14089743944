/**
 * Drawing the pane (and the standalone grid) again without rebuilding what did not change (issue 34 item 7): the new
 * HTML is parsed aside and laid over the elements already shown, node by node, so that a 250-board round's tables
 * are not styled and laid out afresh when one message or one button changes.
 *
 * The result is what `innerHTML = html` would give: the same elements, attributes and text, and every field showing
 * the value its markup gives it (a field the arbiter was typing into is set back, as a fresh element would be; the
 * callers restore what they keep, as they did after innerHTML). File fields and frames are always new elements, as
 * before (a file chosen is not kept by a redraw; a print preview loads again).
 */

/** Children of `target` that `patch` leaves where they are (panels attached by their own code). */
export type Keep = (node: Node) => boolean;

/** Lays `html` over `target`'s children. */
export function patch(target: Element, html: string, keep: Keep = () => false): void {
  const template = target.ownerDocument.createElement('template');
  template.innerHTML = html;
  patchChildren(target, template.content, keep);
}

const idOf = (n: Node) => (n.nodeType === Node.ELEMENT_NODE ? (n as Element).id : '');

/** Elements whose identity carries state a redraw must not keep (a chosen file, a loaded frame). */
function alwaysNew(n: Node): boolean {
  if (n.nodeType !== Node.ELEMENT_NODE) return false;
  const e = n as Element;
  return e.tagName === 'IFRAME' || (e.tagName === 'INPUT' && (e as HTMLInputElement).type === 'file');
}

/** Whether `old` can be turned into `next` in place. */
function same(old: Node, next: Node): boolean {
  if (old.nodeType !== next.nodeType || old.nodeName !== next.nodeName) return false;
  if (old.nodeType !== Node.ELEMENT_NODE) return true;
  if (alwaysNew(old) || alwaysNew(next)) return false;
  const a = old as Element;
  const b = next as Element;
  return a.id === b.id && (a.tagName !== 'INPUT' || a.getAttribute('type') === b.getAttribute('type'));
}

function patchChildren(target: Node, source: Node, keep: Keep): void {
  const next = [...source.childNodes];
  let old: Node | null = target.firstChild;
  const skipKept = () => {
    while (old && keep(old)) old = old.nextSibling;
  };
  for (const n of next) {
    skipKept();
    if (old && !same(old, n)) {
      // an element with an id shown further on: what stands before it is gone
      const id = idOf(n);
      if (id) {
        let later: Node | null = old.nextSibling;
        while (later && idOf(later) !== id) later = later.nextSibling;
        if (later && same(later, n)) {
          while (old !== later) {
            const gone: Node = old!;
            old = gone.nextSibling;
            if (!keep(gone)) target.removeChild(gone);
          }
        }
      }
    }
    if (old && same(old, n)) {
      patchNode(old, n, keep);
      old = old.nextSibling;
    } else target.insertBefore(n, old);
  }
  while (old) {
    const gone: Node = old;
    old = gone.nextSibling;
    if (!keep(gone)) target.removeChild(gone);
  }
}

function patchNode(old: Node, next: Node, keep: Keep): void {
  if (old.nodeType !== Node.ELEMENT_NODE) {
    if (old.nodeValue !== next.nodeValue) old.nodeValue = next.nodeValue;
    return;
  }
  const a = old as Element;
  const b = next as Element;
  for (const attr of [...a.attributes]) if (!b.hasAttribute(attr.name)) a.removeAttribute(attr.name);
  for (const attr of [...b.attributes]) if (a.getAttribute(attr.name) !== attr.value) a.setAttribute(attr.name, attr.value);
  patchChildren(a, b, keep);
  // a field shows what its markup says, as a new element would
  if (a instanceof HTMLInputElement) {
    if (a.type === 'checkbox' || a.type === 'radio') a.checked = a.defaultChecked;
    else if (a.value !== a.defaultValue) a.value = a.defaultValue;
  } else if (a instanceof HTMLTextAreaElement) {
    if (a.value !== a.defaultValue) a.value = a.defaultValue;
  } else if (a instanceof HTMLSelectElement && !a.multiple) {
    const options = a.options;
    let i = -1;
    for (let k = options.length - 1; k >= 0 && i < 0; k--) if (options[k].defaultSelected) i = k;
    if (i < 0 && options.length) i = 0;
    if (a.selectedIndex !== i) a.selectedIndex = i;
  }
}
