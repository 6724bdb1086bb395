import { EMPTY_PLAN } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readInsured } from '../../../lib/insured-store';
import { writePlan } from '../../../lib/life-goals-store';
import { renderWithApp } from '../../../test/render';
import { JourneyPage } from './journey-pages';
import { signInForTest } from '../../../test/session';

// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

const renderJourney = (path: string) => renderWithApp(<JourneyPage title="Journey" />, { path });

describe('journey pages (issue 15)', () => {
  it('carries the Life Goals 360 client into the comparison tool it links', async () => {
    writePlan({
      ...EMPTY_PLAN,
      insured: {
        name: 'Lim Ah Seng',
        dob: '1970-03-01',
        gender: 'Male',
        smokingStatus: 'Smoker',
        ALB: 56,
        ANB: 57,
        AnB: 57,
      },
    });
    renderJourney('/journeys/journeyForLegacy');
    expect(screen.getByLabelText('Insured').textContent).toContain('Lim Ah Seng');
    expect(readInsured()).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: /Whole Life/ }));
    expect(screen.getByTestId('location').textContent).toBe('/comparison/wholeLife');
    expect(readInsured()).toMatchObject({ name: 'Lim Ah Seng', anb: 57, smokingStatus: 'Smoker' });
  });

  it.each([
    [
      '/journeys/journeyOfWealth',
      ['Goal Builder (Life Goals 360)', '101 ILP (Regular Premium)', 'Whole Life Endowment'],
    ],
    ['/journeys/journeyToRetire', ['Goal Builder (Life Goals 360)', 'Retirement Income', 'Lifetime Income']],
    ['/journeys/journeyOfHealth', ['Integrated Shield', 'Multi-pay CI', 'Long Term Care', 'Maternity']],
    [
      '/journeys/journeyForLegacy',
      ['Life Protection Calculator (Life Goals 360)', 'Whole Life', 'Universal Life Index'],
    ],
  ])('%s links its tools and asks for a client when there is none', (path, tools) => {
    renderJourney(path);
    expect(screen.getByRole('link', { name: "Enter the insured's details" })).toBeTruthy();
    for (const tool of tools) expect(screen.getByText(tool)).toBeTruthy();
  });
});
