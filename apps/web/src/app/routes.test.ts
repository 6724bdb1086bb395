import { COMPARISON_TOOLS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, findRoute } from './routes';

describe('APP_ROUTES', () => {
  it('names each path once, so the router keys and the breadcrumb find one route per address', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('gives each registry tool its route, titled from the registry', () => {
    for (const tool of COMPARISON_TOOLS) {
      expect(findRoute(tool.route)?.label).toBe(tool.title);
    }
  });
});
