import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { type DetailItem, DetailTable } from './detail-table';

/** Props of DetailModal. */
export interface DetailModalProps<T> {
  /** The thing to show; null closes the dialog. */
  item: T | null;
  /** The dialog's title. */
  title: ReactNode;
  /** The detail table's items for the thing shown. */
  items: (item: T) => readonly DetailItem[];
  onClose: () => void;
  /** Shown under the detail table. */
  footer?: (item: T) => ReactNode;
  /** The dialog's width (960 px by default). */
  size?: number | string;
}

/** One thing's details in the detail table, in a titled dialog with a named close button. */
export function DetailModal<T>({ item, title, items, onClose, footer, size = 960 }: DetailModalProps<T>) {
  const t = useT();
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {item !== null && (
        <>
          <DetailTable items={items(item)} />
          {footer?.(item)}
        </>
      )}
    </Modal>
  );
}
