import { ActionIcon, Box, Button, Checkbox, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { type OrgTreeNode, orgTreeQueries } from '@mch/sdk';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { ShortText } from '../../ui/short-text';
import { studentSettingMessages } from './messages';

/** What every node of the unit tree shares: the choice, the selected node and their handlers. */
export interface UnitTreeContext {
  active: boolean;
  chosenUnitIds: ReadonlySet<number>;
  onToggleUnit: (node: OrgTreeNode) => void;
  selectedId: number | null;
  onSelect: (node: OrgTreeNode) => void;
}

/** Child nodes of a node, loaded when it is first expanded. */
export function UnitTreeChildren({ parent, context }: { parent: OrgTreeNode; context: UnitTreeContext }) {
  const t = useMessages(studentSettingMessages);
  const common = useT();
  const wb = useWorkbench();
  const children = useQuery({
    ...orgTreeQueries.lobChildren(wb, parent.id),
    enabled: context.active,
  });
  if (children.isPending) {
    return (
      <Group gap={6} pl={28} py={4}>
        <Loader size={12} aria-hidden />
        <Text size="xs" c="dimmed">
          {common('common.loading')}
        </Text>
      </Group>
    );
  }
  if (children.isError) {
    return (
      <Group gap={6} pl={28} py={4}>
        <Text size="xs" c="red.8">
          {t('treeFailed')}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => void children.refetch()}>
          {common('common.retry')}
        </Button>
      </Group>
    );
  }
  if (children.data.length === 0) {
    return (
      <Text size="xs" c="dimmed" pl={28} py={4}>
        {t('noNodes')}
      </Text>
    );
  }
  return (
    <Box component="ul" m={0} pl={16} style={{ listStyle: 'none' }}>
      {children.data.map((child) => (
        <UnitTreeNode key={child.id} node={child} context={context} />
      ))}
    </Box>
  );
}

/**
 * One node of the unit tree: an expand button (children load on first expand), a box to choose the node's unit
 * (unit nodes only) and the node's name, which selects it (its doctors, and the subtree "add all" takes).
 */
export function UnitTreeNode({ node, context }: { node: OrgTreeNode; context: UnitTreeContext }) {
  const t = useMessages(studentSettingMessages);
  const [expanded, setExpanded] = useState(false);
  const selected = context.selectedId === node.id;
  const unitId = node.unitId;
  return (
    <li>
      <Group gap={4} wrap="nowrap" py={2}>
        {node.isLeaf ? (
          <Box w={24} aria-hidden />
        ) : (
          // At least 24 px, or far enough from its neighbours, as every pointer target (WCAG 2.5.8).
          <ActionIcon
            size={24}
            variant="subtle"
            color="gray"
            aria-expanded={expanded}
            aria-label={t(expanded ? 'collapse' : 'expand', { name: node.name })}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? (
              <IconChevronDown size={14} aria-hidden />
            ) : (
              <IconChevronRight size={14} aria-hidden />
            )}
          </ActionIcon>
        )}
        {unitId !== null && (
          <Checkbox
            size="sm"
            checked={context.chosenUnitIds.has(unitId)}
            onChange={() => context.onToggleUnit(node)}
            aria-label={t('chooseUnit', { name: node.name })}
          />
        )}
        <UnstyledButton
          onClick={() => context.onSelect(node)}
          aria-pressed={selected}
          aria-label={t('showNode', { name: node.name })}
          px={6}
          py={2}
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            background: selected ? 'var(--mantine-primary-color-light)' : undefined,
            fontWeight: selected ? 600 : undefined,
            minWidth: 0,
          }}
        >
          <ShortText text={node.name} max={22} size="sm" />
        </UnstyledButton>
      </Group>
      {expanded && !node.isLeaf && <UnitTreeChildren parent={node} context={context} />}
    </li>
  );
}
