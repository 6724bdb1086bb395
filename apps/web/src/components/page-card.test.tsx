import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageCard } from './page-card';

const classesOf = (element: Element | null) => [...(element?.classList ?? [])].sort();

describe('PageCard', () => {
  it("titles the page with the route's label as its one heading, in the page frame", () => {
    const { container } = render(
      <PageCard title="Create Card" className="card-page">
        <p>body</p>
      </PageCard>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Create Card' });
    expect(classesOf(heading)).toEqual(['page-title']);
    expect(classesOf(container.firstElementChild)).toEqual([
      'card-page',
      'p-card',
      'p-component',
      'page-card',
    ]);
    expect(screen.getByText('body').tagName).toBe('P');
  });

  it('leaves the frame off when asked, keeping only the given classes', () => {
    const { container } = render(
      <PageCard title="Term" className="criteria-card" isFramed={false}>
        <p>criteria</p>
      </PageCard>,
    );
    expect(classesOf(container.firstElementChild)).toEqual(['criteria-card', 'p-card', 'p-component']);
  });
});
