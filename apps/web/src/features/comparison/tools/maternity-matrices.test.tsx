import { COMPARISON_MESSAGES, type MaternityReply } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { describe, expect, it } from 'vitest';
import { MaternityMatrices } from './maternity-matrices';

// spec 001 §2 and §8: a matrix cell the data leaves out shows 'Error!!!'. The shipped sample data fills
// every cell (issue 9), so this fixture keeps the rule tested.
const matrices: MaternityReply['matrices'] = {
  featureTableData: {
    'Alpha Life': { 'Hospital cash': 'Yes', 'Death benefit for mother': 'No' },
    'Beta Assurance': { 'Hospital cash': 'No' },
  },
  pregnancyComplicationTableData: {},
  congenitalIllnessesTableData: {},
};

describe('maternity matrices', () => {
  it("shows Yes and No, and 'Error!!!' where an insurer's cell is missing", async () => {
    render(<MaternityMatrices matrices={matrices} />);
    await userEvent.click(screen.getByText('Features', { exact: true }));
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Death benefit for mother/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['No', COMPARISON_MESSAGES.missingCell]);
    expect(within(table).getAllByText(COMPARISON_MESSAGES.missingCell)).toHaveLength(1);
  });
});
