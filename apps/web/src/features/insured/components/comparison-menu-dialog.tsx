import { COMPARISON_MENU, type Insured } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useNavigate } from 'react-router';

type Props = { insured: Insured | null; isVisible: boolean; onHide: () => void };

/**
 * spec 000 §2.6: the tools by group, from the tool registry (issue 10); Maternity only for a Female
 * insured; tools not built yet are listed, disabled.
 */
export function ComparisonMenuDialog({ insured, isVisible, onHide }: Props) {
  const navigate = useNavigate();
  return (
    <Dialog
      header="Comparison Menu"
      visible={isVisible}
      onHide={onHide}
      className="comparison-menu-dialog"
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '44rem' }}
    >
      <div className="comparison-menu">
        {COMPARISON_MENU.map(({ group, tools }) => (
          <section key={group} className="comparison-menu-group" aria-label={group}>
            <h3>{group}</h3>
            <div className="comparison-menu-tools">
              {tools
                .filter((tool) => !tool.isFemaleOnly || insured?.gender === 'Female')
                .map((tool) => (
                  <Button
                    key={tool.label}
                    type="button"
                    label={tool.isComingSoon ? `${tool.label} (Coming Soon)` : tool.label}
                    outlined={!tool.isBuilt}
                    disabled={!tool.isBuilt || !tool.path}
                    title={tool.isBuilt ? undefined : tool.isComingSoon ? 'Coming Soon' : 'Not available yet'}
                    onClick={() => tool.path && navigate(tool.path)}
                  />
                ))}
            </div>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
