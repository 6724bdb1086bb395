import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutTheme, usedPrimeClasses } from '../../theme-cut';

// Issue 34 (ADR 0042, session 41): the build's Lara themes keep the rules a page of the portal can match.
const webRoot = path.resolve(import.meta.dirname, '..', '..');
const primereact = path.resolve(webRoot, '..', '..', 'node_modules', 'primereact');

describe('cutTheme', () => {
  const css = [
    '.p-button{color:red}',
    '.p-datatable .p-datatable-thead{color:blue}',
    '.p-button.p-button-danger,.p-splitbutton{color:green}',
    '@media (max-width: 10px){.p-galleria{color:black}}',
    '@media (max-width: 20px){.p-button{color:white}}',
    '.plain{color:gray}',
    '@keyframes spin{from{opacity:0}to{opacity:1}}',
  ].join('\n');

  it('keeps a selector whose PrimeReact classes are written, exactly or by a prefix, and drops the rest', () => {
    const { css: cut, rules, kept } = cutTheme(css, new Set(['p-button', 'p-button-']));
    expect(cut).toContain('.p-button{color:red}');
    expect(cut).toContain('.p-button.p-button-danger{color:green}');
    expect(cut).not.toContain('p-splitbutton');
    expect(cut).not.toContain('p-datatable');
    expect(cut).not.toContain('p-galleria');
    expect(cut).not.toContain('max-width: 10px');
    expect(cut).toContain('@media (max-width: 20px){.p-button{color:white}}');
    expect(cut).toContain('.plain{color:gray}');
    expect(cut).toContain('@keyframes spin{from{opacity:0}to{opacity:1}}');
    expect([rules, kept]).toEqual([6, 4]);
  });
});

describe('usedPrimeClasses', () => {
  const used = usedPrimeClasses(webRoot, primereact);

  it('holds the classes of the components the portal draws, and of what they import', () => {
    for (const className of [
      'p-button',
      'p-datatable',
      'p-dialog',
      'p-component-overlay-enter',
      'p-dropdown-panel',
      'p-inputnumber',
      'p-tabview-nav',
      'p-toast-message-',
      'p-virtualscroller',
    ])
      expect(used).toContain(className);
  });

  it('leaves out components the portal never draws, and the light theme loses most of its rules', () => {
    for (const className of ['p-picklist', 'p-carousel', 'p-fileupload', 'p-multiselect', 'p-datepicker'])
      expect(used).not.toContain(className);
    const theme = readFileSync(path.join(primereact, 'resources/themes/lara-light-blue/theme.css'), 'utf8');
    const { rules, kept } = cutTheme(theme, used);
    expect(rules).toBeGreaterThan(1000);
    expect(kept).toBeLessThan(rules / 2);
    expect(kept).toBeGreaterThan(300);
  });
});
