import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppTree } from '../app/app';

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
