import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';

type WideDialogProps = {
  header: string;
  visible: boolean;
  onHide: () => void;
  footer?: ReactNode;
  children: ReactNode;
};

/** spec 002 §2: the planner's dialogs are 80vw wide and stay where they open. */
export function WideDialog({ header, visible, onHide, footer, children }: WideDialogProps) {
  return (
    <Dialog
      className="accessible-accents"
      header={header}
      visible={visible}
      onHide={onHide}
      style={{ width: '80vw' }}
      draggable={false}
      footer={footer}
    >
      {children}
    </Dialog>
  );
}
