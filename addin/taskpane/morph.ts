/**
 * Drawing the pane (and the standalone grid) again without rebuilding what did not change (issue 34 item 7): the new
 * HTML is parsed aside and laid over the elements already shown, node by node, so that a 250-board round's tables
 * are not styled and laid out afresh when one message or one button changes.
 *
 * The result is what `innerHTML = html` would give: the same elements, attributes and text, and every field showing
 * the value its markup gives it (a field the arbiter was typing into is set back, as a fresh element would be; the
 * callers restore what they keep, as they did after innerHTML). File fields and frames are always new elements, as
 * before (a file chosen is not kept by a redraw; a print preview loads again). One difference: a section (details)
 * drawn before stays folded or unfolded as it is, which the pane restored after innerHTML anyway.
 */

/** Children of `target` that `patch` leaves where they are (panels attached by their own code). */
export type Keep = (node: Node) => boolean;

/** Lays `html` over `target`'s children. */
export function patch(target: Element, html: string, keep: Keep = () => false): void {
  patchParts(target, [html], keep);
  settled(target);
}

/** What each part of a target drew last time: its markup, the nodes it became, and what changed them since. */
interface Drawn {
  parts: string[];
  nodes: Node[][];
  /** Changes made to the target's nodes since the last drawing (by other code, a test, the arbiter folding a section). */
  changes: MutationRecord[];
  observer: MutationObserver;
}
const drawn = new WeakMap<Element, Drawn>();

/**
 * Lays `parts` (the markup of the target's children, part after part) over what they drew last time: a part whose
 * markup is the same as then, and whose nodes nothing has changed since, is left as it is (its fields set back to
 * their markup's values); the others are laid over the nodes they drew. The panels `keep` names stay after the
 * parts, untouched; anything else in the target goes, as with innerHTML.
 */
export function patchParts(target: Element, parts: string[], keep: Keep = () => false): void {
  let last = drawn.get(target);
  const changes = last ? [...last.changes, ...last.observer.takeRecords()] : [];
  const children = [...target.childNodes];
  const end = children.find(keep) ?? null;
  const mine = new Set(last?.nodes.flat());
  // the target changed under us (or was never drawn): what stands there is laid over as the first part's
  if (!last || last.nodes.some((ns) => ns.some((n) => n.parentNode !== target))) {
    const observer = last?.observer ?? new MutationObserver((records) => drawn.get(target)?.changes.push(...records));
    last = { parts: [], nodes: [children.filter((n) => !keep(n))], changes: [], observer };
  } else for (const n of children) if (!keep(n) && !mine.has(n)) target.removeChild(n);
  // a section folded or unfolded is the arbiter's state, kept by the callers, not a change of what was drawn
  const others = changes.filter((c) => !(c.type === 'attributes' && c.attributeName === 'open' && c.target.nodeName === 'DETAILS'));
  const touched = (ns: Node[]) => others.some((c) => ns.some((n) => n === c.target || n.contains(c.target)));
  const nodes: Node[][] = [];
  for (let i = 0; i < parts.length; i++) {
    const old = last.nodes[i] ?? [];
    // a part with a frame is always drawn again (the frame loads again, as a new one would)
    if (parts[i] === last.parts[i] && !parts[i].includes('<iframe') && !touched(old)) {
      old.forEach(resetFields);
      nodes.push(old);
      continue;
    }
    const before = last.nodes.slice(i + 1).find((ns) => ns.length)?.[0] ?? end;
    const template = target.ownerDocument.createElement('template');
    template.innerHTML = parts[i];
    nodes.push(patchList(target, old, [...template.content.childNodes], before));
  }
  // parts drawn last time and not now
  for (const ns of last.nodes.slice(parts.length)) for (const n of ns) target.removeChild(n);
  last.observer.disconnect();
  last.observer.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
  drawn.set(target, { parts: [...parts], nodes, changes: [], observer: last.observer });
}

/** The target's own changes after drawing (fields disabled while busy, sections unfolded again): not changes by others. */
export function settled(target: Element): void {
  const d = drawn.get(target);
  if (!d) return;
  d.observer.takeRecords();
  d.changes = [];
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

/** Turns the `old` children of `parent` (followed by `end`) into `next`; returns the nodes now standing for `next`. */
function patchList(parent: Node, old: Node[], next: Node[], end: Node | null): Node[] {
  const out: Node[] = [];
  let i = 0;
  for (const n of next) {
    if (i < old.length && !same(old[i], n)) {
      // an element with an id shown further on: what stands before it is gone
      const id = idOf(n);
      if (id) {
        let j = i + 1;
        while (j < old.length && idOf(old[j]) !== id) j++;
        if (j < old.length && same(old[j], n)) for (; i < j; i++) parent.removeChild(old[i]);
      }
    }
    if (i < old.length && same(old[i], n)) {
      patchNode(old[i], n);
      out.push(old[i++]);
    } else {
      parent.insertBefore(n, i < old.length ? old[i] : end);
      out.push(n);
    }
  }
  for (; i < old.length; i++) parent.removeChild(old[i]);
  return out;
}

function patchNode(old: Node, next: Node): void {
  if (old.nodeType !== Node.ELEMENT_NODE) {
    if (old.nodeValue !== next.nodeValue) old.nodeValue = next.nodeValue;
    return;
  }
  const a = old as Element;
  const b = next as Element;
  // (a section's folding stays as the arbiter left it: the callers set it)
  const folding = (name: string) => name === 'open' && a.tagName === 'DETAILS';
  for (const attr of [...a.attributes]) if (!b.hasAttribute(attr.name) && !folding(attr.name)) a.removeAttribute(attr.name);
  for (const attr of [...b.attributes]) if (a.getAttribute(attr.name) !== attr.value && !folding(attr.name)) a.setAttribute(attr.name, attr.value);
  if (a.firstChild || b.firstChild) patchList(a, [...a.childNodes], [...b.childNodes], null);
  resetField(a);
}

/** A field shows what its markup says, as a new element would (a file field: no file). */
function resetField(a: Element): void {
  if (a instanceof HTMLInputElement) {
    if (a.type === 'file') {
      if (a.value !== '') a.value = '';
    } else if (a.type === 'checkbox' || a.type === 'radio') a.checked = a.defaultChecked;
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

function resetFields(n: Node): void {
  if (n.nodeType !== Node.ELEMENT_NODE) return;
  resetField(n as Element);
  (n as Element).querySelectorAll('input, select, textarea').forEach(resetField);
}
