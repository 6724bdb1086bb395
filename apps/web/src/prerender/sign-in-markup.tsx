import { COMPARISON_TOOLS } from '@portal/contracts';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppTree } from '../app/app';
import { PageLoading } from '../components/page-loading';
import { WEB_TOOL_MODULES } from '../features/comparison/tools/web-tool-loaders.generated';

/**
 * The app's first render at `/` for a signed-out visitor (the sign-in page), for the HTML a phone paints
 * before any script runs. The whole app tree, as main.tsx hydrates it: the markup must be the same.
 */
export function renderSignInMarkup(): string {
  return renderToString(
    <StaticRouter location="/">
      <AppTree />
    </StaticRouter>,
  );
}

/**
 * The app's loading placeholder (PageLoading), the first thing it draws for any other first page: a
 * signed-in adviser's shell and pages, the 2FA and reset pages are lazy chunks. The HTML carries a copy
 * that the boot script shows where it takes the sign-in page away (ADR 0042).
 */
export function renderPageLoadingMarkup(): string {
  return renderToString(<PageLoading />);
}

/**
 * Each comparison tool's route and the module of its definition (its chunk, with the tool pages'), for
 * the HTML's loader to ask for them on that page (ADR 0042).
 */
export function toolPageModules(): { route: string; module: string }[] {
  return COMPARISON_TOOLS.map((tool) => ({ route: tool.route, module: WEB_TOOL_MODULES[tool.type] }));
}
