#!/usr/bin/env node
// @ts-check
/** Prints how many of the spec's quoted texts the product's source holds, and lists the missing ones. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isPresent, quotedTexts } from './spec-strings.mjs';

const specDir = process.argv[2] ?? '../shared/spec';
const SOURCE = /\.(ts|tsx|mjs|html|hbs|json)$/;
const SKIP = /(^|\/)(node_modules|dist|test|tests|__tests__|fixtures)(\/|$)|\.test\.tsx?$|\.spec\.tsx?$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (SKIP.test(path)) continue;
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield path;
  }
}

const sources = ['apps', 'packages'].flatMap((d) => [...files(d)]).map((f) => readFileSync(f, 'utf8'));
let total = 0;
let present = 0;
for (const doc of readdirSync(specDir)
  .filter((f) => /^\d{3}_.*\.txt$/.test(f))
  .sort()) {
  const texts = quotedTexts(readFileSync(join(specDir, doc), 'utf8'));
  const missing = texts.filter((t) => !isPresent(t, sources));
  total += texts.length;
  present += texts.length - missing.length;
  console.log(`${doc}: ${texts.length - missing.length} of ${texts.length}`);
  for (const t of missing) console.log(`  missing: ${t}`);
}
console.log(`spec strings: ${present} of ${total} present`);
