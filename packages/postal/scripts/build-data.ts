/** Builds packages/postal/data/zipcodes.zip from jquery-jpostal-ja. Run: npx tsx packages/postal/scripts/build-data.ts */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { POSTAL_ZIP_ENTRY, POSTAL_ZIP_FILE } from '../src/constants.ts';
import { encodePostalColumns } from '../src/data-format.ts';
import { jpostalVersion, readJpostalRows, toAddressRecords } from './jpostal-source.ts';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const sourceDir = dirname(createRequire(import.meta.url).resolve('jquery-jpostal-ja/package.json'));
const sourcePackage = JSON.parse(readFileSync(join(sourceDir, 'package.json'), 'utf8')) as {
  version: string;
};

const rows = readJpostalRows(join(sourceDir, 'json'));
const version = jpostalVersion(rows);
const { records, officeRows, duplicateRows } = toAddressRecords(rows);
const source = `jquery-jpostal-ja ${sourcePackage.version}, data ${version}`;
const json = strToU8(JSON.stringify(encodePostalColumns(records, source)));
// A fixed timestamp keeps the zip byte-identical when the data has not changed.
const zip = zipSync({
  [POSTAL_ZIP_ENTRY]: [json, { level: 9, mem: 12, mtime: new Date(2000, 0, 1) }],
});

const outputPath = join(packageDir, 'data', POSTAL_ZIP_FILE);
mkdirSync(dirname(outputPath), { recursive: true });
writeFileSync(outputPath, zip);
console.table({
  source,
  records: records.length,
  'office rows left out': officeRows,
  'duplicate rows dropped': duplicateRows,
  'json bytes': json.length,
  'zip bytes': zip.length,
  output: outputPath,
});
