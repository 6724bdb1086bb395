import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES, resolveUploadView } from './links.js';
import {
  defaultViewOf,
  effectiveViewOf,
  isCompareAtShown,
  reachableCompareAt,
  uploadViewFieldsOf,
  viewCaptionOf,
  type ToolViews,
} from './tool-view.js';

// Issue 10, spec 001 §2 and §9: Lifetime Income has three view modes, and "the non-default modes have a
// compare-at-age selector" (20-60 step 10, default 40; policy years, as ADR 0011 reads §9). Whole Life
// shows its selector in every mode.
const LIFETIME_INCOME: ToolViews & { title: string } = {
  title: 'Lifetime Income',
  viewModes: [
    { key: 'default', label: 'Default' },
    { key: 'values', label: 'Values' },
    { key: 'kpis', label: 'KPIs' },
  ],
  compareAt: { kind: 'year', options: [20, 30, 40, 50, 60], default: 40, modes: ['values', 'kpis'] },
};
const WHOLE_LIFE: ToolViews & { title: string } = {
  title: 'Whole Life',
  viewModes: LIFETIME_INCOME.viewModes,
  compareAt: { kind: 'age', options: [65, 70, 75, 80, 85], default: 65 },
};
const TERM: ToolViews & { title: string } = { title: 'Term', viewModes: [], compareAt: null };

describe('where the compare-at selector shows', () => {
  it.each([
    ['default', false],
    ['values', true],
    ['kpis', true],
  ])('Lifetime Income in the %s view: %s', (mode, isShown) => {
    expect(isCompareAtShown(LIFETIME_INCOME.compareAt, mode)).toBe(isShown);
  });

  it('shows in every mode when the tool lists none, and never for a tool without compare-at', () => {
    expect(['default', 'values', 'kpis'].map((m) => isCompareAtShown(WHOLE_LIFE.compareAt, m))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isCompareAtShown(TERM.compareAt, 'default')).toBe(false);
  });

  it('columns read the year picked where the selector shows, the default year where it is hidden', () => {
    const { compareAt } = LIFETIME_INCOME;
    expect(effectiveViewOf(compareAt, { mode: 'values', compareAt: 60 })).toEqual({
      mode: 'values',
      compareAt: 60,
    });
    expect(effectiveViewOf(compareAt, { mode: 'default', compareAt: 60 })).toEqual({
      mode: 'default',
      compareAt: 40,
    });
    expect(effectiveViewOf(null, { mode: 'default', compareAt: null })).toEqual({
      mode: 'default',
      compareAt: null,
    });
  });

  it('an upload names the compare-at only where the selector shows', () => {
    const { compareAt } = LIFETIME_INCOME;
    expect(uploadViewFieldsOf(compareAt, { mode: 'kpis', compareAt: 20 })).toEqual({
      viewMode: 'kpis',
      compareAt: 20,
    });
    expect(uploadViewFieldsOf(compareAt, { mode: 'default', compareAt: 40 })).toEqual({
      viewMode: 'default',
    });
  });
});

describe('the view an upload publishes (issue 10)', () => {
  it('is the default view when the upload names none, and none for a premium tool', () => {
    expect(resolveUploadView(LIFETIME_INCOME, {})).toEqual({ view: defaultViewOf(LIFETIME_INCOME) });
    expect(defaultViewOf(LIFETIME_INCOME)).toEqual({ mode: 'default', compareAt: 40 });
    expect(resolveUploadView(TERM, {})).toEqual({ view: null });
  });

  it('is the view mode and compare-at named', () => {
    expect(resolveUploadView(LIFETIME_INCOME, { viewMode: 'values', compareAt: 60 })).toEqual({
      view: { mode: 'values', compareAt: 60 },
    });
    expect(resolveUploadView(LIFETIME_INCOME, { viewMode: 'kpis' })).toEqual({
      view: { mode: 'kpis', compareAt: 40 },
    });
    expect(resolveUploadView(WHOLE_LIFE, { compareAt: 80 })).toEqual({
      view: { mode: 'default', compareAt: 80 },
    });
  });

  it.each([
    [
      LIFETIME_INCOME,
      { viewMode: 'chart' },
      "Lifetime Income has no view mode 'chart'; choose default, values or kpis",
    ],
    [
      LIFETIME_INCOME,
      { viewMode: 'values', compareAt: 45 },
      'Lifetime Income compares at year 20, 30, 40, 50 or 60, not 45',
    ],
    [
      LIFETIME_INCOME,
      { viewMode: 'default', compareAt: 40 },
      'Lifetime Income shows no compare-at year in the default view',
    ],
    [LIFETIME_INCOME, { compareAt: 50 }, 'Lifetime Income shows no compare-at year in the default view'],
    [TERM, { viewMode: 'values' }, 'Term has one view only, so it takes no view mode'],
    [TERM, { compareAt: 40 }, 'Term has no compare-at selector'],
  ] as const)('refuses %#: %j', (tool, request, message) => {
    expect(resolveUploadView(tool, request)).toEqual({ error: message });
  });

  it('names the messages once, in contracts', () => {
    expect(LINK_MESSAGES.noCompareAt('Term')).toBe('Term has no compare-at selector');
  });
});

describe("the client's page caption", () => {
  it('names the view, and the compare-at only where the selector shows', () => {
    expect(viewCaptionOf(LIFETIME_INCOME, { mode: 'values', compareAt: 60 })).toBe(
      'View: Values · Compare at year 60',
    );
    expect(viewCaptionOf(LIFETIME_INCOME, { mode: 'default', compareAt: 40 })).toBe('View: Default');
  });
});

describe('compare-at ages the insured can reach (issue 31)', () => {
  const ULI = { kind: 'age', options: [20, 40, 60, 80, 100], default: 60, modes: ['values'] } as const;

  it('leaves out ages before the entry age: a 35-year-old is offered 40 to 100, not 20', () => {
    expect(reachableCompareAt(ULI, 35)).toEqual({ ...ULI, options: [40, 60, 80, 100] });
  });
  it('keeps the entry age itself (the end of policy year 1) and moves a lost default to the first age left', () => {
    expect(reachableCompareAt(ULI, 60)).toMatchObject({ options: [60, 80, 100], default: 60 });
    expect(reachableCompareAt(ULI, 61)).toMatchObject({ options: [80, 100], default: 80 });
  });
  it('keeps policy years as they are', () => {
    const years = { kind: 'year', options: [20, 30, 40], default: 40 } as const;
    expect(reachableCompareAt(years, 70)).toBe(years);
  });
});
