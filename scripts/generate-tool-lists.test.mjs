import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateToolLists } from './generate-tool-lists.mjs';

// Issue 10's measure (ADR 0028): a new tool is its own four files and its sample builder; every list
// naming the tools follows.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = {
  contracts: 'packages/contracts/src/tools',
  engines: 'apps/api/src/modules/comparison/engines',
  tables: 'apps/api/src/db/premium-tables',
  web: 'apps/web/src/features/comparison/tools',
  samples: 'data/generator',
};

let root;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tool-lists-'));
  for (const folder of Object.values(FOLDERS))
    cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (folder, file) => readFileSync(path.join(root, folder, file), 'utf8');
const add = (folder, file, text) => writeFileSync(path.join(root, folder, file), text);

/** A tool the repository does not have (an early critical illness comparison), as its four files. */
function addNewTool() {
  add(
    FOLDERS.contracts,
    'early-ci.ts',
    "export const EARLY_CI_TOOL = defineTool({\n  type: 'earlyCriticalIllness',\n});\n",
  );
  add(
    FOLDERS.engines,
    'early-ci.ts',
    "export const EARLY_CI_ENGINE: ComparisonEngine<'earlyCriticalIllness', X> = {};\n",
  );
  add(
    FOLDERS.tables,
    'early-ci.ts',
    "export const earlyCiPremiums = pgTable('early_ci_premiums', {});\n" +
      "export const EARLY_CI_PREMIUMS = definePremiumTable({\n  type: 'earlyCriticalIllness',\n});\n",
  );
  add(
    FOLDERS.web,
    'early-ci-tool.tsx',
    'export const EARLY_CI_WEB_TOOL: ToolDefinition<A, B> = {\n  registry: EARLY_CI_TOOL,\n};\n',
  );
  add(
    FOLDERS.samples,
    'early-ci.mjs',
    "export const EARLY_CI_SAMPLE = sampleOf('earlyCriticalIllness', earlyCiDataset, { isCommitted: true });\n",
  );
}

describe('the generated tool lists', () => {
  it('list every tool of the repository by its type', () => {
    generateToolLists(root);
    expect(read(FOLDERS.contracts, 'all-tools.generated.ts')).toMatch(/TOOL_MODULES = \[.*TERM_TOOL.*\]/);
    expect(read(FOLDERS.engines, 'all-engines.generated.ts')).toContain('  term: TERM_ENGINE,');
    expect(read(FOLDERS.tables, 'declarations.generated.ts')).toContain('  term: TERM_PREMIUMS,');
    expect(read(FOLDERS.tables, 'tables.generated.ts')).toContain(
      "export { termPremiums } from './term.js';",
    );
    expect(read(FOLDERS.web, 'all-web-tools.generated.ts')).toContain('  term: TERM_WEB_TOOL,');
    // Issue 34: each tool's page loads its own definition; the build's module path names its chunk.
    expect(read(FOLDERS.web, 'web-tool-loaders.generated.ts')).toContain(
      "  term: () => import('./term-tool').then((m) => m.TERM_WEB_TOOL),",
    );
    expect(read(FOLDERS.web, 'web-tool-loaders.generated.ts')).toContain(
      "  term: 'src/features/comparison/tools/term-tool.tsx',",
    );
    expect(read(FOLDERS.samples, 'samples.generated.mjs')).toMatch(
      /import \{[^}]*TERM_SAMPLE[^}]*\} from '.\/life.mjs'/,
    );
    expect(read(FOLDERS.samples, 'samples.generated.mjs')).toMatch(/SAMPLES = \[.*TERM_SAMPLE.*\]/);
  });

  it('take in a new tool from its four files alone', () => {
    generateToolLists(root);
    addNewTool();
    const written = generateToolLists(root);
    expect(written).toHaveLength(7);
    expect(read(FOLDERS.contracts, 'all-tools.generated.ts')).toContain("export * from './early-ci.js';");
    expect(read(FOLDERS.contracts, 'all-tools.generated.ts')).toMatch(/TOOL_MODULES = \[.*EARLY_CI_TOOL.*\]/);
    expect(read(FOLDERS.engines, 'all-engines.generated.ts')).toContain(
      '  earlyCriticalIllness: EARLY_CI_ENGINE,',
    );
    expect(read(FOLDERS.tables, 'declarations.generated.ts')).toContain(
      '  earlyCriticalIllness: EARLY_CI_PREMIUMS,',
    );
    expect(read(FOLDERS.tables, 'tables.generated.ts')).toContain(
      "export { earlyCiPremiums } from './early-ci.js';",
    );
    expect(read(FOLDERS.web, 'all-web-tools.generated.ts')).toContain(
      '  earlyCriticalIllness: EARLY_CI_WEB_TOOL,',
    );
    expect(read(FOLDERS.web, 'web-tool-loaders.generated.ts')).toContain(
      "  earlyCriticalIllness: () => import('./early-ci-tool').then((m) => m.EARLY_CI_WEB_TOOL),",
    );
    expect(read(FOLDERS.samples, 'samples.generated.mjs')).toContain(
      "import { EARLY_CI_SAMPLE } from './early-ci.mjs';",
    );
  });

  it('rewrite nothing when no tool changed', () => {
    generateToolLists(root);
    expect(generateToolLists(root)).toEqual([]);
  });

  it('refuse a web tool whose registry declaration is not a tool module', () => {
    add(
      FOLDERS.web,
      'stray-tool.tsx',
      'export const STRAY_WEB_TOOL: ToolDefinition<A> = {\n  registry: NO_SUCH_TOOL,\n};\n',
    );
    expect(() => generateToolLists(root)).toThrow(/registry NO_SUCH_TOOL is not a tool module/);
  });

  it('refuse a file declaring two tools', () => {
    add(
      FOLDERS.contracts,
      'twice.ts',
      "export const A_TOOL = defineTool({ type: 'a' });\nexport const B_TOOL = defineTool({ type: 'b' });\n",
    );
    expect(() => generateToolLists(root)).toThrow(/more than one declaration/);
  });
});
