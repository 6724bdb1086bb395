import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from '../test/user-event';
import { TabbedPageCard } from './tabbed-page-card';

describe('TabbedPageCard', () => {
  it("titles the page with the route's label and shows one tab at a time, the first at first", async () => {
    render(
      <TabbedPageCard
        title="IRR/XIRR"
        className="calc-page"
        tabs={[
          { header: 'IRR', content: <p>irr body</p> },
          { header: 'XIRR', content: <p>xirr body</p> },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'IRR/XIRR' })).toBeTruthy();
    expect(screen.getByText('irr body')).toBeTruthy();
    expect(screen.queryByText('xirr body')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'XIRR' }));
    expect(screen.getByText('xirr body')).toBeTruthy();
    expect(screen.queryByText('irr body')).toBeNull();
  });
});
