import { LINK_PAGE_SIZES } from '@portal/contracts';
import type { PaginatorRowsPerPageDropdownOptions, PaginatorTemplateOptions } from 'primereact/paginator';
import { useId } from 'react';

/**
 * spec 002 §9 page sizes in a labelled native select: PrimeReact's own rows-per-page dropdown carries a
 * hidden select with no name (axe: select-name), and the native picker suits phones.
 */
function PageSizeSelect({ options }: { options: PaginatorRowsPerPageDropdownOptions }) {
  const id = useId();
  return (
    <span className="page-size">
      <label htmlFor={id}>Rows per page</label>
      <select
        id={id}
        className="p-inputtext"
        value={String(options.value)}
        // The paginator reads only `value` from this event.
        onChange={(e) =>
          options.onChange({ value: Number(e.target.value) } as unknown as Parameters<
            typeof options.onChange
          >[0])
        }
      >
        {LINK_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The full page links on wide screens; on phones, previous/next around "(1 of 3)" so the bar fits. */
export const paginatorTemplate = (isNarrow: boolean): PaginatorTemplateOptions => ({
  layout: isNarrow
    ? 'PrevPageLink CurrentPageReport NextPageLink RowsPerPageDropdown'
    : 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown',
  RowsPerPageDropdown: (options: PaginatorRowsPerPageDropdownOptions) => <PageSizeSelect options={options} />,
});
