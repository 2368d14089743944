/**
 * Validation of an add-in manifest against Microsoft's published XML schemas (test/fixtures/office-manifest-schemas,
 * see its README for the source and the four repairs made here), with libxml2's validator (xmllint-wasm).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const DIR = join(__dirname, '..', '..', 'fixtures', 'office-manifest-schemas');
const MAIN = 'OfficeAppManifestV1_1.xsd';

/** Repair 3: the content-app overrides were never published beside the others; only a ContentApp reaches them. */
const CONTENT_OVERRIDES_STAND_IN = `<?xml version="1.0" encoding="utf-8"?>
<xs:schema elementFormDefault="qualified" targetNamespace="http://schemas.microsoft.com/office/contentappversionoverrides" xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:element name="VersionOverrides"><xs:complexType><xs:sequence><xs:any processContents="skip" minOccurs="0" maxOccurs="unbounded"/></xs:sequence><xs:anyAttribute processContents="skip"/></xs:complexType></xs:element>
</xs:schema>`;

/** Repair 4: <Runtimes> as the first child of <Host> (manifest reference, "Runtimes element"; SharedRuntime 1.1). */
const RUNTIMES = `
      <xs:element name="Runtimes" minOccurs="0" maxOccurs="1"><xs:complexType><xs:sequence>
        <xs:element name="Runtime" minOccurs="1" maxOccurs="unbounded"><xs:complexType>
          <xs:attribute name="resid" type="bt:URLReferenceId" use="required"/>
          <xs:attribute name="lifetime" use="optional"><xs:simpleType><xs:restriction base="xs:string">
            <xs:enumeration value="short"/><xs:enumeration value="long"/>
          </xs:restriction></xs:simpleType></xs:attribute>
        </xs:complexType></xs:element>
      </xs:sequence></xs:complexType></xs:element>`;

function repaired(name: string): string {
  let xsd = readFileSync(join(DIR, name), 'utf8')
    .replaceAll('https://www.w3.org/', 'http://www.w3.org/') // repair 1
    .replaceAll('{0,3}?"', '{0,3}"'); // repair 2
  if (name === 'TaskPaneAppVersionOverridesV1_0.xsd') {
    const host = /(<xs:complexType name="Host" abstract="true">[\s\S]*?<xs:sequence>)/;
    if (!host.test(xsd)) throw new Error(`${name}: the Host type was not found`);
    xsd = xsd.replace(host, (m) => m + RUNTIMES);
  }
  return xsd;
}

/** The schema errors of a manifest (libxml2's messages with their line numbers); [] when it is valid. */
export async function schemaErrors(xml: string): Promise<string[]> {
  const others = readdirSync(DIR).filter((f) => f.endsWith('.xsd') && f !== MAIN);
  const result = await validateXML({
    xml: [{ fileName: 'manifest.xml', contents: xml }],
    schema: [{ fileName: MAIN, contents: repaired(MAIN) }],
    preload: [
      ...others.map((f) => ({ fileName: f, contents: repaired(f) })),
      { fileName: 'ContentAppVersionOverridesV1_0.xsd', contents: CONTENT_OVERRIDES_STAND_IN },
    ],
  });
  return result.errors.map((e) => e.rawMessage);
}
