/**
 * An offline structural check of the add-in manifest, following the Office add-in manifest schema
 * (OfficeApp 1.1 TaskPaneApp, VersionOverrides 1.0, basic types 1.0): element order and presence,
 * formats, lengths, https URLs, every resid defined in the right resource table, and Hakem's own needs
 * (shared runtime used by the custom functions and the taskpane, namespace HAKEM, a ribbon button opening the taskpane).
 * `office-addin-manifest validate` posts to an online service, so it cannot be the test.
 */
import { parseStringPromise } from 'xml2js';

interface XNode {
  '#name': string;
  $?: Record<string, string>;
  $$?: XNode[];
  _?: string;
}

const NS_APP = 'http://schemas.microsoft.com/office/appforoffice/1.1';
const NS_OVERRIDES = 'http://schemas.microsoft.com/office/taskpaneappversionoverrides';
const NS_BT = 'http://schemas.microsoft.com/office/officeappbasictypes/1.0';

/** TaskPaneApp's children in schema order: [name, required]. */
const TASKPANE_SEQUENCE: Array<[string, boolean]> = [
  ['Id', true], ['AlternateId', false], ['Version', true], ['ProviderName', true], ['DefaultLocale', true],
  ['DisplayName', true], ['Description', true], ['IconUrl', false], ['HighResolutionIconUrl', false], ['SupportUrl', false],
  ['AppDomains', false], ['Hosts', false], ['Requirements', false], ['DefaultSettings', true], ['Permissions', true],
  ['AllowSnapshot', false], ['VersionOverrides', false],
];
const PERMISSIONS = ['Restricted', 'ReadDocument', 'ReadAllDocument', 'WriteDocument', 'ReadWriteDocument'];

const local = (n: string) => n.replace(/^.*:/, '');
const kids = (n: XNode | undefined, name?: string) => (n?.$$ ?? []).filter((c) => name === undefined || local(c['#name']) === name);
const kid = (n: XNode | undefined, name: string) => kids(n, name)[0];

function* walk(n: XNode, path: string[] = []): Generator<{ node: XNode; path: string[] }> {
  yield { node: n, path };
  for (const c of n.$$ ?? []) yield* walk(c, [...path, local(n['#name'])]);
}

export async function checkManifest(xml: string): Promise<string[]> {
  const errors: string[] = [];
  let doc: Record<string, XNode>;
  try {
    doc = await parseStringPromise(xml, { explicitChildren: true, preserveChildrenOrder: true, charsAsChildren: false, explicitRoot: true });
  } catch (e) {
    return [`not well-formed XML: ${(e as Error).message.split('\n')[0]}`];
  }
  const rootName = Object.keys(doc)[0];
  const root = doc[rootName];
  root['#name'] = rootName;
  if (rootName !== 'OfficeApp') errors.push(`root element must be OfficeApp, found ${rootName}`);
  if (root.$?.xmlns !== NS_APP) errors.push(`OfficeApp must be in namespace ${NS_APP}`);
  if (root.$?.['xsi:type'] !== 'TaskPaneApp') errors.push('OfficeApp xsi:type must be TaskPaneApp');

  // Sequence of the top-level elements.
  const names = kids(root).map((c) => local(c['#name']));
  let pos = 0;
  for (const n of names) {
    const i = TASKPANE_SEQUENCE.findIndex(([s]) => s === n);
    if (i < 0) errors.push(`unexpected element <${n}> in OfficeApp`);
    else if (i < pos) errors.push(`<${n}> is out of order in OfficeApp (schema order: ${TASKPANE_SEQUENCE.map(([s]) => s).join(', ')})`);
    else pos = i;
  }
  for (const [n, required] of TASKPANE_SEQUENCE) if (required && !names.includes(n)) errors.push(`OfficeApp lacks the required <${n}>`);
  for (const n of new Set(names)) if (names.filter((x) => x === n).length > 1) errors.push(`<${n}> appears more than once in OfficeApp`);

  const text = (name: string) => (kid(root, name)?._ ?? '').trim();
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text('Id'))) errors.push(`Id must be a GUID, found "${text('Id')}"`);
  if (!/^\d{1,5}(\.\d{1,5}){0,3}$/.test(text('Version'))) errors.push(`Version must be n.n.n.n, found "${text('Version')}"`);
  if (!/^[a-z]{2,3}-[A-Z]{2}$/.test(text('DefaultLocale'))) errors.push(`DefaultLocale must be like en-US, found "${text('DefaultLocale')}"`);
  if (!PERMISSIONS.includes(text('Permissions'))) errors.push(`Permissions must be one of ${PERMISSIONS.join(', ')}`);
  const dv = (name: string) => kid(root, name)?.$?.DefaultValue ?? '';
  if (!dv('DisplayName') || dv('DisplayName').length > 125) errors.push('DisplayName DefaultValue must have 1 to 125 characters');
  if (!dv('Description') || dv('Description').length > 250) errors.push('Description DefaultValue must have 1 to 250 characters');
  if (!kids(kid(root, 'Hosts'), 'Host').some((h) => h.$?.Name === 'Workbook')) errors.push('Hosts must include Workbook (Excel)');
  if (!kid(kid(root, 'DefaultSettings'), 'SourceLocation')?.$?.DefaultValue) errors.push('DefaultSettings needs a SourceLocation');

  // Every URL is https.
  for (const { node } of walk(root)) {
    for (const [k, v] of Object.entries(node.$ ?? {})) {
      if (k === 'DefaultValue' && /^[a-z]+:\/\//i.test(v) && !v.startsWith('https://')) errors.push(`<${local(node['#name'])}> URL must be https: ${v}`);
    }
    if (local(node['#name']) === 'AppDomain' && !(node._ ?? '').startsWith('https://')) errors.push(`AppDomain must be https: ${node._}`);
  }

  const vo = kid(root, 'VersionOverrides');
  if (!vo) {
    errors.push('VersionOverrides is needed for the ribbon button and the custom functions');
    return errors;
  }
  if (vo.$?.xmlns !== NS_OVERRIDES) errors.push(`VersionOverrides must be in namespace ${NS_OVERRIDES}`);
  if (vo.$?.['xsi:type'] !== 'VersionOverridesV1_0') errors.push('VersionOverrides xsi:type must be VersionOverridesV1_0');
  if (root.$?.['xmlns:bt'] !== NS_BT) errors.push(`the bt prefix must be bound to ${NS_BT}`);

  // Resources: ids unique, at most 32 characters, strings within their lengths.
  const resources = kid(vo, 'Resources');
  const table = (name: string) => new Map(kids(kid(resources, name)).map((n) => [n.$?.id ?? '', n] as const));
  const images = table('Images');
  const urls = table('Urls');
  const shorts = table('ShortStrings');
  const longs = table('LongStrings');
  const allIds = ['Images', 'Urls', 'ShortStrings', 'LongStrings'].flatMap((t) => kids(kid(resources, t)).map((n) => n.$?.id ?? ''));
  for (const id of new Set(allIds)) {
    if (!id || id.length > 32) errors.push(`resource id "${id}" must have 1 to 32 characters`);
    if (allIds.filter((x) => x === id).length > 1) errors.push(`resource id "${id}" is defined more than once`);
  }
  for (const [id, n] of shorts) if ((n.$?.DefaultValue ?? '').length > 125) errors.push(`ShortString ${id} is longer than 125 characters`);
  for (const [id, n] of longs) if ((n.$?.DefaultValue ?? '').length > 250) errors.push(`LongString ${id} is longer than 250 characters`);
  for (const [id, n] of [...images, ...urls]) if (!(n.$?.DefaultValue ?? '').startsWith('https://')) errors.push(`resource ${id} must be an https URL`);

  // Every resid points into the table its element needs.
  const tableFor = (element: string, parent: string): [string, Map<string, XNode>] => {
    if (element === 'Image') return ['Images', images];
    if (['SourceLocation', 'FunctionFile', 'LearnMoreUrl', 'Runtime'].includes(element)) return ['Urls', urls];
    if (element === 'Description' && (parent === 'Supertip' || parent === 'GetStarted')) return ['LongStrings', longs];
    return ['ShortStrings', shorts];
  };
  for (const { node, path } of walk(vo)) {
    const resid = node.$?.resid;
    if (resid === undefined) continue;
    const [tname, t] = tableFor(local(node['#name']), path[path.length - 1] ?? '');
    if (!t.has(resid)) errors.push(`<${local(node['#name'])} resid="${resid}"> is not defined in Resources/${tname}`);
  }
  const controlIds = [...walk(vo)].filter(({ node }) => ['Group', 'Control'].includes(local(node['#name']))).map(({ node }) => node.$?.id ?? '');
  for (const id of controlIds) if (controlIds.filter((x) => x === id).length > 1) errors.push(`control id "${id}" is used more than once`);

  // Hakem's needs: Excel host, shared runtime, custom functions HAKEM, ribbon button that opens the taskpane.
  const host = kids(kid(vo, 'Hosts'), 'Host').find((h) => h.$?.['xsi:type'] === 'Workbook');
  if (!host) {
    errors.push('VersionOverrides needs a Host of xsi:type Workbook');
    return errors;
  }
  const runtime = kid(kid(host, 'Runtimes'), 'Runtime');
  if (!runtime) errors.push('a shared runtime needs Runtimes/Runtime');
  else if (runtime.$?.lifetime !== 'long') errors.push('the shared runtime must have lifetime="long"');
  const sets = kids(kid(kid(root, 'Requirements'), 'Sets'), 'Set');
  if (!sets.some((s) => s.$?.Name === 'SharedRuntime')) errors.push('Requirements must ask for the SharedRuntime set');
  const cf = [...walk(host)].find(({ node }) => local(node['#name']) === 'ExtensionPoint' && node.$?.['xsi:type'] === 'CustomFunctions')?.node;
  if (!cf) errors.push('no CustomFunctions extension point');
  else {
    for (const part of ['Script', 'Page', 'Metadata', 'Namespace']) if (!kid(cf, part)) errors.push(`CustomFunctions lacks <${part}>`);
    const page = kid(kid(cf, 'Page'), 'SourceLocation')?.$?.resid;
    if (runtime && page !== runtime.$?.resid) errors.push('the custom functions page must be the shared runtime (same resid as Runtime)');
    const ns = shorts.get(kid(cf, 'Namespace')?.$?.resid ?? '')?.$?.DefaultValue;
    if (ns !== 'HAKEM') errors.push(`the custom-function namespace must be HAKEM, found ${ns}`);
  }
  const surface = [...walk(host)].find(({ node }) => local(node['#name']) === 'ExtensionPoint' && node.$?.['xsi:type'] === 'PrimaryCommandSurface')?.node;
  const buttons = surface ? [...walk(surface)].filter(({ node }) => local(node['#name']) === 'Control' && node.$?.['xsi:type'] === 'Button').map((x) => x.node) : [];
  const opener = buttons.find((b) => kid(b, 'Action')?.$?.['xsi:type'] === 'ShowTaskpane');
  if (!opener) errors.push('no ribbon button with a ShowTaskpane action');
  else {
    const src = kid(kid(opener, 'Action'), 'SourceLocation')?.$?.resid;
    if (runtime && src !== runtime.$?.resid) errors.push('the taskpane the button opens must be the shared runtime page');
    const sizes = kids(kid(opener, 'Icon'), 'Image').map((i) => i.$?.size);
    for (const s of ['16', '32', '80']) if (!sizes.includes(s)) errors.push(`the button icon lacks size ${s}`);
    if (!kid(opener, 'Label')) errors.push('the button needs a Label');
  }
  return errors;
}
