import { productSummaryPathFor, SHIELD_INFO_FIELDS, type BuiltComparisonType } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import { renderSummaryPdf, type SummaryContent } from './product-summary-pdf.js';
import * as repo from './products.repository.js';

type SampleProduct = NonNullable<Awaited<ReturnType<typeof repo.findSampleProductByMaterialUrl>>>;

const textLines = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function summaryContentOf({ info, insurer, planName, effectiveDate }: SampleProduct): SummaryContent {
  return {
    title: planName,
    subtitle: `${insurer} - Product Summary`,
    notice: 'Sample document: a fictional insurer and plan, for demonstration only.',
    sections: [
      { heading: 'Features', lines: info.features },
      ...SHIELD_INFO_FIELDS.map(([key, heading]) => ({ heading, lines: textLines(info.extra[key]) })),
      { heading: 'Highlights', lines: info.usps },
      { heading: 'Premium Holiday', lines: info.premiumHoliday },
      { heading: 'Partial Surrender', lines: info.partialSurrender },
      { heading: 'Full Surrender', lines: info.fullSurrender },
      { heading: 'Loan', lines: info.loan },
      { heading: 'Notes', lines: info.notes },
    ],
    footer: `Premiums effective ${effectiveDate}. Product information updated ${info.updatedAt}.`,
  };
}

/**
 * ADR 0013: the PDF behind a sample plan's Information Online link, or null when no sample plan names
 * that link. A version never changes, so each document is drawn once per process; misses are not kept.
 */
export async function loadProductSummaryPdf(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  type: BuiltComparisonType,
  fileName: string,
): Promise<{ pdf: Uint8Array; fileName: string } | null> {
  const url = productSummaryPathFor(type, fileName);
  const product = await repo.findSampleProductByMaterialUrl(deps.db, type, url);
  if (!product) return null;
  const pdf = await deps.cache.remember(`summary|${product.info.datasetVersionId}|${url}`, () =>
    renderSummaryPdf(summaryContentOf(product), new Date(`${product.info.updatedAt}T00:00:00Z`)),
  );
  const material = product.info.material.find((m) => m.url === url);
  return { pdf, fileName: material?.fileName ?? fileName };
}
