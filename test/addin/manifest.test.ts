import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkManifest } from './manifest-check';

const manifest = readFileSync(join(__dirname, '..', '..', 'manifest.xml'), 'utf8');

describe('manifest.xml (offline structural validation)', () => {
  it('is a valid Excel add-in manifest with a shared runtime, the HAKEM namespace and a ribbon button', async () => {
    expect(await checkManifest(manifest)).toEqual([]);
  });

  it('points at the files the build serves', () => {
    for (const url of manifest.match(/https:\/\/localhost:3000\/[^"]+/g) ?? []) {
      const file = url.replace('https://localhost:3000/', '');
      // built pages and bundles come from webpack (see webpack.config.js); the icons are committed
      if (file.startsWith('assets/')) expect(readFileSync(join(__dirname, '..', '..', 'addin', file)).subarray(1, 4).toString()).toBe('PNG');
      else expect(['taskpane.html', 'functions.js', 'functions.json']).toContain(file);
    }
  });

  // Each broken manifest must be caught: the check is worth nothing if it cannot fail.
  const broken: Array<[string, (m: string) => string, RegExp]> = [
    ['malformed XML', (m) => m.replace('</Hosts>', ''), /not well-formed/],
    ['a resid with no resource', (m) => m.replace('<Label resid="Group.Label"/>', '<Label resid="Group.Missing"/>'), /Group\.Missing.*not defined/],
    ['a resid in the wrong table', (m) => m.replace('<Description resid="OpenButton.Tooltip"/>', '<Description resid="OpenButton.Label"/>'), /OpenButton\.Label.*LongStrings/],
    ['elements out of schema order', (m) => m.replace(/(\s*<Version>0\.1\.0\.0<\/Version>)([\s\S]*?<ProviderName>Hakem<\/ProviderName>)/, '$2$1'), /out of order/],
    ['a missing required element', (m) => m.replace(/<Permissions>.*<\/Permissions>/, ''), /Permissions/],
    ['an Id that is not a GUID', (m) => m.replace(/<Id>[^<]+<\/Id>/, '<Id>hakem</Id>'), /GUID/],
    ['an http URL', (m) => m.replace('https://localhost:3000/functions.js', 'http://localhost:3000/functions.js'), /https/],
    ['another namespace', (m) => m.replace('<bt:String id="Functions.Namespace" DefaultValue="HAKEM"/>', '<bt:String id="Functions.Namespace" DefaultValue="CHESS"/>'), /namespace must be HAKEM/],
    ['no shared runtime', (m) => m.replace('lifetime="long"', 'lifetime="short"'), /lifetime="long"/],
    ['functions outside the shared runtime', (m) => m.replace(/(<Page>\s*<SourceLocation resid=")Taskpane\.Url/, '$1Functions.Script.Url'), /shared runtime/],
    ['no button that opens the taskpane', (m) => m.replace('xsi:type="ShowTaskpane"', 'xsi:type="ExecuteFunction"'), /ShowTaskpane/],
    ['a duplicated resource id', (m) => m.replace('<bt:Url id="Functions.Metadata.Url"', '<bt:Url id="Functions.Script.Url"'), /more than once/],
    ['a ShortString too long', (m) => m.replace('DefaultValue="Open Hakem"', `DefaultValue="${'x'.repeat(126)}"`), /longer than 125/],
  ];
  for (const [what, mutate, expected] of broken) {
    it(`rejects ${what}`, async () => {
      const m = mutate(manifest);
      expect(m).not.toBe(manifest);
      const errors = await checkManifest(m);
      expect(errors.join('\n')).toMatch(expected);
    });
  }
});
