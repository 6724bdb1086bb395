import type { OverviewReply } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { DisplaySettingsPanel } from './display-settings-panel';

const overview: OverviewReply = {
  comparisonType: 'term',
  insurers: ['Alpha Life', 'Beta Assurance'].map((name) => ({ name, shortName: name })),
  onlyDisplayInsurers: [],
  dataset: null,
};

describe('insurer display settings panel', () => {
  it('cannot be edited before the insurers have arrived (it would start from none ticked)', () => {
    const loading = renderWithApp(
      <DisplaySettingsPanel type="term" overview={undefined} onSaved={() => {}} />,
    );
    expect((screen.getByRole('button', { name: 'Edit Insurers' }) as HTMLButtonElement).disabled).toBe(true);
    loading.unmount();
    renderWithApp(<DisplaySettingsPanel type="term" overview={overview} onSaved={() => {}} />);
    expect((screen.getByRole('button', { name: 'Edit Insurers' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
