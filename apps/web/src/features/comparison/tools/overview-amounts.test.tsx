import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WEB_TOOLS } from './all-web-tools.generated';

// Issue 31, formatting one way everywhere: an amount reads S$1,000,000 as the tables write it, never
// S$1M or S$1000K, in each tool's overview too.
describe("each tool's overview", () => {
  it.each(Object.entries(WEB_TOOLS))('%s writes amounts in full', (_type, tool) => {
    const text = renderToStaticMarkup(<>{tool.overview}</>);
    expect(text).not.toMatch(/S\$\s?\d[\d,.]*\s?[KkMm]\b/);
  });
});
