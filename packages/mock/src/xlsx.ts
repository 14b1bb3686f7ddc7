/**
 * Writing a spreadsheet as Excel writes a plain one: an .xlsx workbook of one sheet, its texts in a shared-strings
 * part, the parts as deflated zip entries. For tests and the benchmark that import staff (the demo backend reads
 * the file with `readSpreadsheet`). Web APIs only (CompressionStream), so it runs in Node and in a browser.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Little-endian fields at their offsets in a zip record of `size` bytes (16- or 32-bit by `wide`). */
function record(size: number, fields: [offset: number, value: number, wide?: boolean][]): Uint8Array {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  for (const [offset, value, wide] of fields) {
    if (wide) view.setUint32(offset, value, true);
    else view.setUint16(offset, value, true);
  }
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A zip archive of deflated entries with UTF-8 names. */
async function zip(files: [name: string, text: string][]): Promise<Uint8Array> {
  const utf8 = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const raw = utf8.encode(text);
    const data = await deflateRaw(raw);
    const nameBytes = utf8.encode(name);
    const crc = crc32(raw);
    // Version 2.0, flag 0x0800 (UTF-8 name), method 8 (deflate).
    const local = record(30, [
      [0, 0x04034b50, true],
      [4, 20],
      [6, 0x0800],
      [8, 8],
      [14, crc, true],
      [18, data.length, true],
      [22, raw.length, true],
      [26, nameBytes.length],
    ]);
    const central = record(46, [
      [0, 0x02014b50, true],
      [4, 20],
      [6, 20],
      [8, 0x0800],
      [10, 8],
      [16, crc, true],
      [20, data.length, true],
      [24, raw.length, true],
      [28, nameBytes.length],
      [42, offset, true],
    ]);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = concat(centrals);
  const end = record(22, [
    [0, 0x06054b50, true],
    [8, files.length],
    [10, files.length],
    [12, directory.length, true],
    [16, offset, true],
  ]);
  return concat([...locals, directory, end]);
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The column letters of a zero-based index: A … Z, AA … */
function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELS_NS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const CONTENT_TYPES = [
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
  '<Default Extension="xml" ContentType="application/xml"/>',
  `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>`,
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/>`,
  `<Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/>`,
  '</Types>',
].join('');

/**
 * An .xlsx workbook of one sheet holding `table` (rows of cell texts). A cell of a short whole number is written as
 * a number, as Excel keeps one typed in; every other cell as a shared string.
 */
export async function xlsxWorkbook(table: readonly (readonly string[])[]): Promise<Uint8Array> {
  const shared: string[] = [];
  const indexOf = new Map<string, number>();
  const stringIndex = (s: string) => {
    let i = indexOf.get(s);
    if (i === undefined) {
      i = shared.length;
      shared.push(s);
      indexOf.set(s, i);
    }
    return i;
  };
  const cell = (text: string, x: number, y: number) =>
    /^\d{1,10}$/.test(text)
      ? `<c r="${columnName(x)}${y + 1}"><v>${text}</v></c>`
      : `<c r="${columnName(x)}${y + 1}" t="s"><v>${stringIndex(text)}</v></c>`;
  const rows = table
    .map((row, y) => `<row r="${y + 1}">${row.map((text, x) => cell(text, x, y)).join('')}</row>`)
    .join('');
  const strings = shared.map((s) => `<si><t>${escapeXml(s)}</t></si>`).join('');
  return zip([
    ['[Content_Types].xml', `${HEAD}${CONTENT_TYPES}`],
    [
      '_rels/.rels',
      `${HEAD}<Relationships ${RELS_NS}><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${HEAD}<workbook ${NS} xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${HEAD}<Relationships ${RELS_NS}><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    [
      'xl/sharedStrings.xml',
      `${HEAD}<sst ${NS} count="${shared.length}" uniqueCount="${shared.length}">${strings}</sst>`,
    ],
    ['xl/worksheets/sheet1.xml', `${HEAD}<worksheet ${NS}><sheetData>${rows}</sheetData></worksheet>`],
  ]);
}
