import { Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { type ImportRejections, importRejectionsCsv, importRejectionsView } from '@mch/sdk';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { saveFile } from '../../ui/save-file';
import { ShortText } from '../../ui/short-text';
import { studentSettingMessages } from './messages';

/** Props of ImportRejectionsTable. */
export interface ImportRejectionsTableProps {
  rejected: ImportRejections;
  /** The imported file's name (the table is named after it). */
  fileName: string;
}

/**
 * The rows of an import that were not imported: row number as the spreadsheet shows it, the name it gives and why,
 * in words. The first rows are listed; the next few hundred can be shown (in a scrolled box), the rest are counted.
 * Every row can be downloaded as a CSV file, to correct the spreadsheet with (after a reload, the first few hundred
 * the tab kept).
 */
export function ImportRejectionsTable({ rejected, fileName }: ImportRejectionsTableProps) {
  const t = useMessages(studentSettingMessages);
  const [all, setAll] = useState(false);
  const view = importRejectionsView(rejected, all);
  const table = (
    <Table
      aria-label={t('rejectedTable', { file: fileName })}
      fz="sm"
      verticalSpacing={4}
      horizontalSpacing="xs"
      stickyHeader={all}
      striped
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={64}>{t('rejectedRow')}</Table.Th>
          <Table.Th w={140}>{t('rejectedName')}</Table.Th>
          <Table.Th>{t('rejectedReason')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {view.rows.map((row, i) => (
          // A file may give the same row twice only if the backend repeats it; the place keeps keys unique.
          <Table.Tr key={`${row.row}-${i}`}>
            <Table.Td>{row.row}</Table.Td>
            <Table.Td>
              {row.name === null ? (
                <Text span inherit c="dimmed">
                  {t('rejectedNoName')}
                </Text>
              ) : (
                <ShortText text={row.name} max={12} />
              )}
            </Table.Td>
            <Table.Td>{t(`reason_${row.reason}`)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  const hidden = view.more + view.unlisted;
  const download = () => {
    const csv = importRejectionsCsv(rejected, {
      headings: [t('rejectedRow'), t('rejectedName'), t('rejectedReason')],
      reason: (reason) => t(`reason_${reason}`),
    });
    const file = fileName.replace(/\.(xlsx|xls|csv)$/i, '');
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), t('rejectedFileName', { file }));
  };
  return (
    <div>
      {all ? (
        // The keyboard can reach the box to scroll it.
        <ScrollArea.Autosize mah={400} viewportProps={{ tabIndex: 0 }}>
          {table}
        </ScrollArea.Autosize>
      ) : (
        table
      )}
      {(hidden > 0 || rejected.rows.length > 0) && (
        <Group gap="xs" mt={4}>
          {hidden > 0 && (
            <Text size="sm" c="dimmed">
              {view.more > 0
                ? t('rejectedMore', { count: hidden })
                : t('rejectedUnlisted', { count: view.unlisted })}
            </Text>
          )}
          {view.more > 0 && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => setAll(true)}
              aria-label={
                // Beyond the rows listable, the report is only counted: the button says it shows the first.
                view.unlisted > 0
                  ? t('rejectedShowFirstLabel', {
                      count: view.listable,
                      total: rejected.total,
                      file: fileName,
                    })
                  : t('rejectedShowAllLabel', { count: view.listable, file: fileName })
              }
            >
              {view.unlisted > 0 ? t('rejectedShowFirst', { count: view.listable }) : t('rejectedShowAll')}
            </Button>
          )}
          {all && (
            <Button size="compact-xs" variant="subtle" onClick={() => setAll(false)}>
              {t('rejectedShowFewer')}
            </Button>
          )}
          {rejected.rows.length > 0 && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={download}
              aria-label={
                // After a reload only the first rows were kept: the file holds those, and the button says so.
                rejected.rows.length < rejected.total
                  ? t('rejectedDownloadFirstLabel', {
                      count: rejected.rows.length,
                      total: rejected.total,
                      file: fileName,
                    })
                  : t('rejectedDownloadLabel', { count: rejected.rows.length, file: fileName })
              }
            >
              {t('rejectedDownload')}
            </Button>
          )}
        </Group>
      )}
    </div>
  );
}
